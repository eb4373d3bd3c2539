import { Button, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { ConfirmDialog } from '../../community/ConfirmDialog.tsx';
import { contentReportReasons, ReportDialog } from '../../community/ReportDialog.tsx';
import { useReportMutation } from '../../community/useReportMutation.ts';
import { socialMessages } from '../socialMessages.ts';
import { useBlockMutation, useUnblockMutation } from '../useSocialMutations.ts';
import type { useSocialOutcome } from '../useSocialOutcome.tsx';
import type { MemberActions_user$key } from './__generated__/MemberActions_user.graphql';

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' } });

/** Block, unblock and report: each asks for confirmation first. */
export function MemberActions({
  user,
  run,
}: {
  user: MemberActions_user$key;
  run: ReturnType<typeof useSocialOutcome>[0];
}) {
  const styles = useStyles();
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MemberActions_user on User {
        id
        fullName
        isBlockedByViewer
      }
    `,
    user,
  );
  type Asked = 'block' | 'unblock' | 'report';
  const [asking, setAskingState] = useState<Asked | null>(null);
  // Each dialog is mounted from its first opening on, so Fluent closes it (focus given back to the button).
  const [used, setUsed] = useState<ReadonlySet<Asked>>(new Set());
  const setAsking = (next: Asked | null) => {
    if (next) setUsed((before) => new Set(before).add(next));
    setAskingState(next);
  };
  const [block] = useBlockMutation();
  const [unblock] = useUnblockMutation();
  const [report] = useReportMutation();
  const name = data.fullName;
  const setBlocked = (blocked: boolean) => ({
    optimisticUpdater: (store: RecordSourceSelectorProxy) => {
      const record = store.get(data.id);
      record?.setValue(blocked, 'isBlockedByViewer');
      if (blocked) {
        record?.setValue(false, 'canViewContent');
        record?.setValue('FOLLOW', 'followState');
      }
    },
  });
  const confirmBlock = () => {
    setAsking(null);
    void run(
      () => block({ input: { userId: data.id } }, undefined, setBlocked(true)),
      (answer) => answer.blockUser,
      socialMessages.blocked,
    );
  };
  const confirmUnblock = () => {
    setAsking(null);
    void run(
      () => unblock({ input: { userId: data.id }, connections: [] }, undefined, setBlocked(false)),
      (answer) => answer.unblockUser,
      socialMessages.unblocked,
    );
  };
  return (
    <div className={styles.actions}>
      <Button onClick={() => setAsking(data.isBlockedByViewer ? 'unblock' : 'block')}>
        {intl.formatMessage(data.isBlockedByViewer ? socialMessages.unblock : socialMessages.block)}
      </Button>
      <Button appearance="subtle" onClick={() => setAsking('report')}>
        {intl.formatMessage(socialMessages.report)}
      </Button>
      {used.has('block') ? (
        <ConfirmDialog
          open={asking === 'block'}
          title={intl.formatMessage(socialMessages.blockTitle, { name })}
          confirmLabel={intl.formatMessage(socialMessages.block)}
          onConfirm={confirmBlock}
          onCancel={() => setAsking(null)}
        >
          {intl.formatMessage(socialMessages.blockText)}
        </ConfirmDialog>
      ) : null}
      {used.has('unblock') ? (
        <ConfirmDialog
          open={asking === 'unblock'}
          title={intl.formatMessage(socialMessages.unblockTitle, { name })}
          confirmLabel={intl.formatMessage(socialMessages.unblock)}
          onConfirm={confirmUnblock}
          onCancel={() => setAsking(null)}
        >
          {intl.formatMessage(socialMessages.unblockText)}
        </ConfirmDialog>
      ) : null}
      {used.has('report') ? (
        <ReportDialog
          open={asking === 'report'}
          title={intl.formatMessage(socialMessages.reportTitle, { name })}
          reasons={contentReportReasons}
          onCancel={() => setAsking(null)}
          onReport={(reason) => {
            setAsking(null);
            void run(
              () => report({ input: { targetId: data.id, reason }, connections: [] }),
              (answer) => answer.report,
              socialMessages.reportSent,
            );
          }}
        />
      ) : null}
    </div>
  );
}

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Flag20Regular, ThumbLike20Filled, ThumbLike20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeletePhotoMutation } from './photos/usePhotoMutations.ts';
import { useReportMutation } from './useReportMutation.ts';
import { useDeleteTipMutation } from './tips/useTipMutations.ts';
import { useUnvoteMutation, useVoteMutation } from './useVoteMutations.ts';
import { communityMessages } from './communityMessages.ts';
import { countAfterRemoval, tipCountAfter, toggledVote, type Votable } from './optimistic.ts';
import type { ContentReportReason } from './ReportDialog.tsx';
import { runWrite, useWriteFeedback } from './useWriteFeedback.tsx';

/** The item the tips and photos belong to, as their writes need it (its counts change with them). */
export interface ListSubject {
  readonly __typename: string;
  readonly id: string;
  readonly tipCount: number;
  readonly photoCount: number;
  /** Relay ids of the tips and photos connections on screen. */
  readonly tipsConnection: string;
  readonly photosConnection: string;
  /** Whether the viewer is signed in (visitors see counts, not buttons). */
  readonly isMember: boolean;
}

export type ItemKind = 'tip' | 'photo';

const ItemActionDialog = lazy(() => import('./ItemActionDialog.tsx'));

interface ItemActionsProps {
  kind: ItemKind;
  item: Votable & { readonly viewerIsAuthor: boolean };
  subject: ListSubject;
}

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px' },
  count: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** Up-vote (a toggle), delete own, report others': each shows its effect at once and rolls back if refused. */
export function ItemActions({ kind, item, subject }: ItemActionsProps) {
  const styles = useStyles();
  const intl = useIntl();
  const feedback = useWriteFeedback();
  const [vote] = useVoteMutation();
  const [unvote] = useUnvoteMutation();
  const [deleteTip] = useDeleteTipMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const [report] = useReportMutation();
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first opening on, so Fluent closes it (focus given back to the button that opened it).
  const [dialogUsed, setDialogUsed] = useState(false);
  const isClientRecord = item.id.startsWith('client:');
  const helpful = intl.formatMessage(
    { id: 'community.helpful', defaultMessage: 'Helpful ({count, number})' },
    { count: item.upVoteCount },
  );

  const confirm = () => {
    setDialogUsed(true);
    setConfirming(true);
  };

  const onVote = () => {
    const { vote: voting, after } = toggledVote(item);
    const targets = { tip: kind === 'tip' ? after : null, photo: kind === 'photo' ? after : null };
    const input = { targetId: item.id };
    void runWrite<unknown>(
      feedback,
      () =>
        voting
          ? vote({ input }, undefined, { optimisticResponse: { vote: targets } })
          : unvote({ input }, undefined, { optimisticResponse: { unvote: targets } }),
      () => false,
    );
  };

  const counts = (tipCount: number, photoCount: number) => ({
    __typename: subject.__typename,
    id: subject.id,
    tipCount,
    photoCount,
  });

  const onDelete = () => {
    setConfirming(false);
    if (kind === 'tip') {
      void runWrite(
        feedback,
        () =>
          deleteTip({ input: { tipId: item.id }, connections: [subject.tipsConnection] }, undefined, {
            optimisticResponse: {
              deleteTip: {
                deletedTipId: item.id,
                ...tipCountAfter(subject, countAfterRemoval(subject.tipCount)),
                userErrors: [],
              },
            },
          }),
        (answer) => answer.deleteTip.userErrors.length > 0 || !answer.deleteTip.deletedTipId,
        communityMessages.deleted,
      );
    } else {
      void runWrite(
        feedback,
        () =>
          deletePhoto({ input: { photoId: item.id }, connections: [subject.photosConnection] }, undefined, {
            optimisticResponse: {
              deletePhoto: {
                deletedPhotoId: item.id,
                subject: {
                  __typename: subject.__typename,
                  id: subject.id,
                  photoCount: countAfterRemoval(subject.photoCount),
                },
                userErrors: [],
              },
            },
          }),
        (answer) => answer.deletePhoto.userErrors.length > 0 || !answer.deletePhoto.deletedPhotoId,
        communityMessages.deleted,
      );
    }
  };

  const onReport = (reason: ContentReportReason) => {
    setConfirming(false);
    const after =
      kind === 'tip'
        ? counts(countAfterRemoval(subject.tipCount), subject.photoCount)
        : counts(subject.tipCount, countAfterRemoval(subject.photoCount));
    void runWrite(
      feedback,
      () =>
        report(
          { input: { targetId: item.id, reason }, connections: [subject.tipsConnection, subject.photosConnection] },
          undefined,
          {
            optimisticResponse: { report: { hiddenId: item.id, subject: after, userErrors: [] } },
          },
        ),
      (answer) => answer.report.userErrors.length > 0 || !answer.report.hiddenId,
      communityMessages.reportSent,
    );
  };

  if (!subject.isMember) {
    return <span className={styles.count}>{helpful}</span>;
  }
  return (
    <div className={styles.actions}>
      <Button
        appearance="subtle"
        size="small"
        icon={item.viewerHasVoted ? <ThumbLike20Filled /> : <ThumbLike20Regular />}
        aria-pressed={item.viewerHasVoted}
        disabled={isClientRecord}
        onClick={onVote}
      >
        {helpful}
      </Button>
      {item.viewerIsAuthor ? (
        <Button appearance="subtle" size="small" icon={<Delete20Regular />} disabled={isClientRecord} onClick={confirm}>
          {intl.formatMessage(communityMessages.delete)}
        </Button>
      ) : (
        <Button appearance="subtle" size="small" icon={<Flag20Regular />} onClick={confirm}>
          {intl.formatMessage(communityMessages.report)}
        </Button>
      )}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <ItemActionDialog
            kind={kind}
            isAuthor={item.viewerIsAuthor}
            open={confirming}
            onDelete={onDelete}
            onReport={onReport}
            onCancel={() => setConfirming(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

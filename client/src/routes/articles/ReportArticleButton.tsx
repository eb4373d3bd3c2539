import { Button } from '@fluentui/react-components';
import { Flag20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../relay/commitAsPromise.ts';
import { communityMessages } from '../community/communityMessages.ts';
import { contentReportReasons, ReportDialog, type ContentReportReason } from '../community/ReportDialog.tsx';
import { SignInPrompt } from '../community/SignInPrompt.tsx';
import { runWrite, useWriteOutcome } from '../community/useWriteFeedback.tsx';
import { articleMessages } from './articleMessages.ts';
import type { ReportArticleButtonMutation } from './__generated__/ReportArticleButtonMutation.graphql';

/** Asks why, confirms, and reports the article (docs/articles.md); visitors are asked to sign in instead. */
export function ReportArticleButton({
  articleId,
  title,
  isMember,
}: {
  articleId: string;
  title: string;
  isMember: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Fluent's dialog registers page-wide focus-trap helpers as soon as it is mounted: mount it once it is first wanted.
  const [wanted, setWanted] = useState(false);
  const [asked, setAsked] = useState(false);
  const [report, inFlight] = usePromiseMutation<ReportArticleButtonMutation>(graphql`
    mutation ReportArticleButtonMutation($input: ReportArticleInput!) {
      reportArticle(input: $input) {
        article {
          id
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
  const [feedback, status] = useWriteOutcome();

  const send = async (reason: ContentReportReason) => {
    setOpen(false);
    await runWrite(
      feedback,
      () => report({ input: { articleId, reason } }),
      (answer) => answer.reportArticle.userErrors.length > 0,
      communityMessages.reportSent,
    );
  };

  const onClick = () => {
    if (!isMember) {
      setAsked(true);
      return;
    }
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <Button appearance="subtle" size="small" icon={<Flag20Regular />} disabled={inFlight} onClick={onClick}>
        {intl.formatMessage(articleMessages.report)}
      </Button>
      {asked && !isMember ? <SignInPrompt /> : null}
      {status}
      {wanted ? (
        <ReportDialog
          open={open}
          title={intl.formatMessage(articleMessages.reportTitle, { title })}
          reasons={contentReportReasons}
          onReport={(reason) => void send(reason)}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

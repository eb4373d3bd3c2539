import { useIntl } from 'react-intl';
import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../relay/commitAsPromise.ts';
import { ReportButton } from '../community/ReportButton.tsx';
import { contentReportReasons } from '../community/ReportDialog.tsx';
import { articleMessages } from './articleMessages.ts';
import type { ReportArticleButtonMutation } from './__generated__/ReportArticleButtonMutation.graphql';

/** Reports the article with a reason (docs/articles.md). */
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
  return (
    <ReportButton
      label={intl.formatMessage(articleMessages.report)}
      title={intl.formatMessage(articleMessages.reportTitle, { title })}
      reasons={contentReportReasons}
      isMember={isMember}
      size="small"
      send={(reason) => report({ input: { articleId, reason } })}
      refused={(answer) => answer.reportArticle.userErrors.length > 0}
      inFlight={inFlight}
    />
  );
}

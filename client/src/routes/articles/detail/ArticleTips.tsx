import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { ListSubject } from '../../community/ItemActions.tsx';
import { TIPS_CONNECTION } from '../../community/reviews/activityUpdater.ts';
import { SignInPrompt } from '../../community/SignInPrompt.tsx';
import { TipList } from '../../community/tips/TipList.tsx';
import { useWriteOutcome, WriteFeedbackProvider } from '../../community/useWriteFeedback.tsx';
import { articleMessages } from '../articleMessages.ts';
import type { ArticleTips_article$key } from './__generated__/ArticleTips_article.graphql';
import type { ArticleTips_viewer$key } from './__generated__/ArticleTips_viewer.graphql';

const TipForm = lazy(() => import('../../community/tips/TipForm.tsx'));

const useStyles = makeStyles({
  section: { display: 'grid', gap: '12px', marginBlockStart: '28px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** Members' tips on an article, with the tip components of events and places (articles take no photos or ratings). */
export function ArticleTips({
  article,
  viewer,
}: {
  article: ArticleTips_article$key;
  viewer: ArticleTips_viewer$key | null;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const titleId = useId();
  const [feedback, status] = useWriteOutcome();
  const data = useFragment(
    graphql`
      fragment ArticleTips_article on Article {
        __typename
        id
        tipCount
        ...TipList_subject
      }
    `,
    article,
  );
  /* eslint-disable relay/unused-fields -- the member goes to TipForm as the author of what they post */
  const me = useFragment(
    graphql`
      fragment ArticleTips_viewer on User {
        id
        fullName
        level
        levelName
      }
    `,
    viewer,
  );
  /* eslint-enable relay/unused-fields */
  const listSubject: ListSubject = {
    __typename: data.__typename,
    id: data.id,
    tipCount: data.tipCount,
    photoCount: 0,
    tipsConnection: ConnectionHandler.getConnectionID(data.id, TIPS_CONNECTION),
    photosConnection: '',
    isMember: me != null,
  };
  return (
    <WriteFeedbackProvider value={feedback}>
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 className={styles.title} id={titleId}>
          {intl.formatMessage(articleMessages.tips, { count: data.tipCount })}
        </h2>
        {me ? null : <SignInPrompt />}
        {status}
        {me ? (
          <Suspense fallback={null}>
            <TipForm subject={listSubject} author={me} />
          </Suspense>
        ) : null}
        <TipList subject={data} listSubject={listSubject} />
      </section>
    </WriteFeedbackProvider>
  );
}

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { communityMessages } from '../communityMessages.ts';
import type { ListSubject } from '../ItemActions.tsx';
import { TipItem } from './TipItem.tsx';
import type { TipList_subject$key } from './__generated__/TipList_subject.graphql';
import type { TipListPaginationQuery } from './__generated__/TipListPaginationQuery.graphql';

const PAGE_SIZE = 5;

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  more: { justifySelf: 'start', marginBlockStart: '8px' },
});

/** Tips, newest first: five at a time (docs/community.md#tips), "more" appends the next page. */
export function TipList({ subject, listSubject }: { subject: TipList_subject$key; listSubject: ListSubject }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<TipListPaginationQuery, TipList_subject$key>(
    graphql`
      fragment TipList_subject on TipSubject
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" })
      @refetchable(queryName: "TipListPaginationQuery") {
        tips(first: $count, after: $cursor) @connection(key: "TipList_tips") {
          edges {
            node {
              id
              ...TipItem_tip
            }
          }
        }
      }
    `,
    subject,
  );
  const tips = data.tips.edges;
  if (tips.length === 0) return <p className={styles.empty}>{intl.formatMessage(communityMessages.noReviews)}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={intl.formatMessage(communityMessages.tipsList)}>
        {tips.map(({ node }) => (
          <TipItem key={node.id} tip={node} subject={listSubject} />
        ))}
      </ul>
      {hasNext ? (
        <Button className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {intl.formatMessage(communityMessages.moreTips)}
        </Button>
      ) : null}
    </>
  );
}

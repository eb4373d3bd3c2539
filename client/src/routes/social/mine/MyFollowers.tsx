import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { MemberRow } from '../MemberRow.tsx';
import { ShowMoreButton } from '../ShowMoreButton.tsx';
import { socialMessages } from '../socialMessages.ts';
import { useRemoveFollowerMutation } from '../useSocialMutations.ts';
import { useSocialOutcome } from '../useSocialOutcome.tsx';
import type { MyFollowers_user$key } from './__generated__/MyFollowers_user.graphql';
import type { MyFollowersPaginationQuery } from './__generated__/MyFollowersPaginationQuery.graphql';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** The signed-in member's followers, a page at a time; removing one takes them off at once (rolled back if refused). */
export function MyFollowers({ user }: { user: MyFollowers_user$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    MyFollowersPaginationQuery,
    MyFollowers_user$key
  >(
    graphql`
      fragment MyFollowers_user on User
      @refetchable(queryName: "MyFollowersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        followers(first: $count, after: $cursor) @connection(key: "MyFollowers_followers") {
          __id
          edges {
            node {
              id
              fullName
              ...MemberRow_user
            }
          }
        }
      }
    `,
    user,
  );
  const [run, status] = useSocialOutcome();
  const [remove] = useRemoveFollowerMutation();
  const connection = data.followers?.__id;
  if (!data.followers || !connection) return null;
  const removed = (followerId: string) => ({
    optimisticUpdater: (store: RecordSourceSelectorProxy) => {
      const list = store.get(connection);
      if (list) ConnectionHandler.deleteNode(list, followerId);
      const me = store.get(data.id);
      const count = me?.getValue('followerCount');
      if (typeof count === 'number') me?.setValue(Math.max(0, count - 1), 'followerCount');
    },
  });
  const edges = data.followers.edges;
  return (
    <>
      {status}
      {edges.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(socialMessages.noFollowers)}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <MemberRow key={node.id} user={node}>
              <Button
                aria-label={`${intl.formatMessage(socialMessages.removeFollower)}: ${node.fullName}`}
                onClick={() =>
                  void run(
                    () =>
                      remove({ input: { userId: node.id }, connections: [connection] }, undefined, removed(node.id)),
                    (answer) => answer.removeFollower,
                    socialMessages.followerRemoved,
                  )
                }
              >
                {intl.formatMessage(socialMessages.removeFollower)}
              </Button>
            </MemberRow>
          ))}
        </ul>
      )}
      <ShowMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

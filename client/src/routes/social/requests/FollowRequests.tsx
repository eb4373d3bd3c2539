import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { MemberRow } from '../MemberRow.tsx';
import { ShowMoreButton } from '../ShowMoreButton.tsx';
import { socialMessages } from '../socialMessages.ts';
import { useAcceptMutation, useRejectMutation } from '../useSocialMutations.ts';
import { useSocialOutcome } from '../useSocialOutcome.tsx';
import type { FollowRequests_viewer$key } from './__generated__/FollowRequests_viewer.graphql';
import type { FollowRequestsPaginationQuery } from './__generated__/FollowRequestsPaginationQuery.graphql';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * The requests to follow the signed-in member, a page at a time: accept or reject, at once (rolled back if refused).
 * New requests join live (useFollowActivity).
 */
export function FollowRequests({ viewer, meId }: { viewer: FollowRequests_viewer$key; meId: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    FollowRequestsPaginationQuery,
    FollowRequests_viewer$key
  >(
    graphql`
      fragment FollowRequests_viewer on Viewer
      @refetchable(queryName: "FollowRequestsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        followRequests(first: $count, after: $cursor) @connection(key: "FollowRequests_followRequests") {
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
    viewer,
  );
  const [run, status] = useSocialOutcome();
  const [accept] = useAcceptMutation();
  const [reject] = useRejectMutation();
  const connection = data.followRequests?.__id;
  if (!data.followRequests || !connection) return null;
  const answered = (requesterId: string, accepted: boolean) => ({
    optimisticUpdater: (store: RecordSourceSelectorProxy) => {
      const list = store.get(connection);
      if (list) ConnectionHandler.deleteNode(list, requesterId);
      const me = store.get(meId);
      const pending = me?.getValue('pendingFollowerCount');
      if (typeof pending === 'number') me?.setValue(Math.max(0, pending - 1), 'pendingFollowerCount');
      const followers = me?.getValue('followerCount');
      if (accepted && typeof followers === 'number') me?.setValue(followers + 1, 'followerCount');
    },
  });
  const edges = data.followRequests.edges;
  return (
    <>
      {status}
      {edges.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(socialMessages.noFollowRequests)}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => {
            const variables = { input: { requesterId: node.id }, connections: [connection] };
            return (
              <MemberRow key={node.id} user={node}>
                <Button
                  appearance="primary"
                  aria-label={`${intl.formatMessage(socialMessages.accept)}: ${node.fullName}`}
                  onClick={() =>
                    void run(
                      () => accept(variables, undefined, answered(node.id, true)),
                      (answer) => answer.acceptFollowRequest,
                      socialMessages.requestAccepted,
                    )
                  }
                >
                  {intl.formatMessage(socialMessages.accept)}
                </Button>
                <Button
                  aria-label={`${intl.formatMessage(socialMessages.reject)}: ${node.fullName}`}
                  onClick={() =>
                    void run(
                      () => reject(variables, undefined, answered(node.id, false)),
                      (answer) => answer.rejectFollowRequest,
                      socialMessages.requestRejected,
                    )
                  }
                >
                  {intl.formatMessage(socialMessages.reject)}
                </Button>
              </MemberRow>
            );
          })}
        </ul>
      )}
      <ShowMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onMore={() => loadNext(PAGE_SIZE)} />
    </>
  );
}

import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from 'relay-runtime';
import { followRequestsConnectionId } from './requests/followRequestsConnection.ts';
import type { useFollowActivitySubscription } from './__generated__/useFollowActivitySubscription.graphql';

const subscription = graphql`
  subscription useFollowActivitySubscription($connections: [ID!]!) {
    followActivity {
      kind
      removedUserId @deleteEdge(connections: $connections)
      user {
        id
        followState
        canViewContent
        followerCount
      }
      me {
        id
        followerCount
        followingCount
        pendingFollowerCount
      }
      userEdge {
        cursor
        node {
          id
          fullName
          ...MemberRow_user
        }
      }
    }
  }
`;

/** A new request joins the top of the requests list once (a new follower is not a request). */
function addRequest(store: RecordSourceSelectorProxy) {
  const activity = store.getRootField('followActivity');
  if (activity?.getValue('kind') !== 'FOLLOW_REQUESTED') return;
  const edge = activity.getLinkedRecord('userEdge');
  const node = edge?.getLinkedRecord('node');
  const list = store.get(followRequestsConnectionId());
  if (!edge || !node || !list) return;
  const id = node.getDataID();
  const edges = list.getLinkedRecords('edges') ?? [];
  if (edges.some((existing) => existing?.getLinkedRecord('node')?.getDataID() === id)) return;
  const added = ConnectionHandler.buildConnectionEdge(store, list, edge);
  if (added) ConnectionHandler.insertEdgeBefore(list, added);
}

/**
 * The signed-in member's follow activity over graphql-ws: the pending count of the account menu's badge, their
 * counts, and the requests list (a new request joins it, a withdrawn one leaves) change the moment it happens.
 * A lost connection only stops the live updates.
 */
export function useFollowActivity() {
  const config = useMemo<GraphQLSubscriptionConfig<useFollowActivitySubscription>>(
    () => ({
      subscription,
      variables: { connections: [followRequestsConnectionId()] },
      updater: addRequest,
      onError: (error) => console.warn('live follow activity stopped', error),
    }),
    [],
  );
  useSubscription(config);
}

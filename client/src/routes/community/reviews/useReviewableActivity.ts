import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { applyActivity } from './activityUpdater.ts';
import type { useReviewableActivitySubscription } from './__generated__/useReviewableActivitySubscription.graphql';

const subscription = graphql`
  subscription useReviewableActivitySubscription($subjectId: ID!) {
    reviewableActivity(subjectId: $subjectId) {
      kind
      deletedId
      subject {
        id
        tipCount
        photoCount
        rating {
          average
          count
          viewerValue
        }
        ... on Happening {
          attendanceCount
          wantToGoCount
          viewerAttendance
        }
      }
      tipEdge {
        cursor
        node {
          id
          ...TipItem_tip
        }
      }
      photoEdge {
        cursor
        node {
          id
          ...PhotoTile_photo
        }
      }
      tip {
        id
        upVoteCount
        viewerHasVoted
      }
      photo {
        id
        upVoteCount
        viewerHasVoted
      }
    }
  }
`;

/**
 * Live changes of the item on screen over graphql-ws (docs/community.md#live-updates):
 * counts merge by id; new tips and photos join the lists once; deleted ones leave. A lost connection only stops the
 * live updates; the page keeps working.
 */
export function useReviewableActivity(subjectId: string) {
  const config = useMemo<GraphQLSubscriptionConfig<useReviewableActivitySubscription>>(
    () => ({
      subscription,
      variables: { subjectId },
      updater: (store) => applyActivity(store, subjectId, store.getRootField('reviewableActivity')),
      onError: (error) => console.warn('live activity stopped', error),
    }),
    [subjectId],
  );
  useSubscription(config);
}

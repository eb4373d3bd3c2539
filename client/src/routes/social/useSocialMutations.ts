// The social writes (follow, unfollow, accept, reject, block, unblock, remove a follower), each optimistic: the button, the counts and the
// lists change at once and roll back (with a translated message) when the server refuses.
import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../relay/commitAsPromise.ts';
import type { useSocialMutationsFollowMutation } from './__generated__/useSocialMutationsFollowMutation.graphql';
import type { useSocialMutationsUnfollowMutation } from './__generated__/useSocialMutationsUnfollowMutation.graphql';
import type { useSocialMutationsAcceptMutation } from './__generated__/useSocialMutationsAcceptMutation.graphql';
import type { useSocialMutationsRejectMutation } from './__generated__/useSocialMutationsRejectMutation.graphql';
import type { useSocialMutationsBlockMutation } from './__generated__/useSocialMutationsBlockMutation.graphql';
import type { useSocialMutationsUnblockMutation } from './__generated__/useSocialMutationsUnblockMutation.graphql';
import type { useSocialMutationsRemoveFollowerMutation } from './__generated__/useSocialMutationsRemoveFollowerMutation.graphql';

// The fields every social write brings back for both members: what the buttons and counts show. Spread unmasked into
// each mutation, so the store updates every screen that shows them; no component reads this fragment itself.
/* eslint-disable relay/unused-fields, @typescript-eslint/no-unused-expressions */
graphql`
  fragment useSocialMutations_user on User {
    id
    followState
    isBlockedByViewer
    canViewContent
    followerCount
    followingCount
    pendingFollowerCount
    blockedUserCount
  }
`;
/* eslint-enable relay/unused-fields, @typescript-eslint/no-unused-expressions */

export function useFollowMutation() {
  return usePromiseMutation<useSocialMutationsFollowMutation>(graphql`
    mutation useSocialMutationsFollowMutation($input: SocialUserInput!) @raw_response_type {
      followUser(input: $input) {
        user {
          ...useSocialMutations_user @relay(mask: false)
        }
        me {
          ...useSocialMutations_user @relay(mask: false)
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useUnfollowMutation() {
  return usePromiseMutation<useSocialMutationsUnfollowMutation>(graphql`
    mutation useSocialMutationsUnfollowMutation($input: SocialUserInput!) @raw_response_type {
      unfollowUser(input: $input) {
        user {
          ...useSocialMutations_user @relay(mask: false)
        }
        me {
          ...useSocialMutations_user @relay(mask: false)
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useAcceptMutation() {
  return usePromiseMutation<useSocialMutationsAcceptMutation>(graphql`
    mutation useSocialMutationsAcceptMutation($input: FollowRequestInput!, $connections: [ID!]!) @raw_response_type {
      acceptFollowRequest(input: $input) {
        removedUserId @deleteEdge(connections: $connections)
        user {
          ...useSocialMutations_user @relay(mask: false)
        }
        me {
          ...useSocialMutations_user @relay(mask: false)
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useRejectMutation() {
  return usePromiseMutation<useSocialMutationsRejectMutation>(graphql`
    mutation useSocialMutationsRejectMutation($input: FollowRequestInput!, $connections: [ID!]!) @raw_response_type {
      rejectFollowRequest(input: $input) {
        removedUserId @deleteEdge(connections: $connections)
        user {
          ...useSocialMutations_user @relay(mask: false)
        }
        me {
          ...useSocialMutations_user @relay(mask: false)
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useBlockMutation() {
  return usePromiseMutation<useSocialMutationsBlockMutation>(graphql`
    mutation useSocialMutationsBlockMutation($input: SocialUserInput!) @raw_response_type {
      blockUser(input: $input) {
        user {
          ...useSocialMutations_user @relay(mask: false)
        }
        me {
          ...useSocialMutations_user @relay(mask: false)
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useUnblockMutation() {
  return usePromiseMutation<useSocialMutationsUnblockMutation>(graphql`
    mutation useSocialMutationsUnblockMutation($input: SocialUserInput!, $connections: [ID!]!) @raw_response_type {
      unblockUser(input: $input) {
        removedUserId @deleteEdge(connections: $connections)
        user {
          ...useSocialMutations_user @relay(mask: false)
        }
        me {
          ...useSocialMutations_user @relay(mask: false)
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useRemoveFollowerMutation() {
  return usePromiseMutation<useSocialMutationsRemoveFollowerMutation>(graphql`
    mutation useSocialMutationsRemoveFollowerMutation($input: SocialUserInput!, $connections: [ID!]!)
    @raw_response_type {
      removeFollower(input: $input) {
        removedUserId @deleteEdge(connections: $connections)
        user {
          ...useSocialMutations_user @relay(mask: false)
        }
        me {
          ...useSocialMutations_user @relay(mask: false)
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

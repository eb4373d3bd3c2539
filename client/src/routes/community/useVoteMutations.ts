import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../relay/commitAsPromise.ts';
import type { useVoteMutationsUnvoteMutation as Unvote } from './__generated__/useVoteMutationsUnvoteMutation.graphql';
import type { useVoteMutationsVoteMutation as Vote } from './__generated__/useVoteMutationsVoteMutation.graphql';

// Up-votes of tips and photos; the answer is the target with its new count, which Relay merges by id.

export function useVoteMutation() {
  return usePromiseMutation<Vote>(graphql`
    mutation useVoteMutationsVoteMutation($input: VoteInput!) @raw_response_type {
      vote(input: $input) {
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
  `);
}

export function useUnvoteMutation() {
  return usePromiseMutation<Unvote>(graphql`
    mutation useVoteMutationsUnvoteMutation($input: VoteInput!) @raw_response_type {
      unvote(input: $input) {
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
  `);
}

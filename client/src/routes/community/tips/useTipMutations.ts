import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useTipMutationsDeleteMutation as DeleteTip } from './__generated__/useTipMutationsDeleteMutation.graphql';
import type { useTipMutationsPostMutation as PostTip } from './__generated__/useTipMutationsPostMutation.graphql';

/** Posts a tip; the new edge goes on top of the lists given in `connections` (once, even if the live event came first). */
export function usePostTipMutation() {
  return usePromiseMutation<PostTip>(graphql`
    mutation useTipMutationsPostMutation($input: PostTipInput!, $connections: [ID!]!) @raw_response_type {
      postTip(input: $input) {
        tipEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...TipItem_tip
          }
        }
        subject {
          id
          tipCount
        }
        article {
          id
          tipCount
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

/** Deletes the viewer's own tip from the lists given in `connections`. */
export function useDeleteTipMutation() {
  return usePromiseMutation<DeleteTip>(graphql`
    mutation useTipMutationsDeleteMutation($input: DeleteTipInput!, $connections: [ID!]!) @raw_response_type {
      deleteTip(input: $input) {
        deletedTipId @deleteEdge(connections: $connections)
        subject {
          id
          tipCount
        }
        article {
          id
          tipCount
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

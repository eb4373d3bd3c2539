import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useFavouriteListMutationsDeleteMutation as DeleteList } from './__generated__/useFavouriteListMutationsDeleteMutation.graphql';
import type { useFavouriteListMutationsUpdateMutation as UpdateList } from './__generated__/useFavouriteListMutationsUpdateMutation.graphql';

/** Renames or describes a list (the new title and description show at once, rolled back if refused). */
export function useUpdateFavouriteListMutation() {
  return usePromiseMutation<UpdateList>(graphql`
    mutation useFavouriteListMutationsUpdateMutation($input: UpdateFavouriteListInput!) {
      updateFavouriteList(input: $input) {
        list {
          id
          name
          description
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

/** Deletes a list; it leaves the store (and every list of lists) at once. */
export function useDeleteFavouriteListMutation() {
  return usePromiseMutation<DeleteList>(graphql`
    mutation useFavouriteListMutationsDeleteMutation($input: DeleteFavouriteListInput!) {
      deleteFavouriteList(input: $input) {
        deletedListId @deleteRecord
        userErrors {
          field
          message
        }
      }
    }
  `);
}

import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useToggleFavouritesMutation as ToggleFavourites } from './__generated__/useToggleFavouritesMutation.graphql';

/** Saves one item to, or removes it from, several lists in one request (the picker's Done). */
export function useToggleFavouritesMutation() {
  return usePromiseMutation<ToggleFavourites>(graphql`
    mutation useToggleFavouritesMutation($input: ToggleFavouritesInput!, $itemId: ID!) {
      toggleFavourites(input: $input) {
        lists {
          id
          itemCount
          contains(itemId: $itemId)
        }
        item {
          id
          ... on Event {
            viewerHasSaved
          }
          ... on Experience {
            viewerHasSaved
          }
          ... on Place {
            viewerHasSaved
          }
          ... on Article {
            viewerHasSaved
          }
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

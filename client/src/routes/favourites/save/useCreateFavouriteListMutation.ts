import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useCreateFavouriteListMutation as CreateFavouriteList } from './__generated__/useCreateFavouriteListMutation.graphql';

/**
 * A new list, appended to the connections given; with itemId the item is saved in it in the same request (the
 * picker's "new list").
 */
export function useCreateFavouriteListMutation() {
  return usePromiseMutation<CreateFavouriteList>(graphql`
    mutation useCreateFavouriteListMutation($input: CreateFavouriteListInput!, $itemId: ID!, $connections: [ID!]!) {
      createFavouriteList(input: $input) {
        listEdge @appendEdge(connections: $connections) {
          cursor
          node {
            id
            name
            itemCount
            contains(itemId: $itemId)
            ...FavouriteListCard_list
          }
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

import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSuggestPlaceMutation as SuggestPlace } from './__generated__/useSuggestPlaceMutation.graphql';

/** A new place for review; photos go as uploads `input.photos.<n>`. */
export function useSuggestPlaceMutation() {
  return usePromiseMutation<SuggestPlace>(graphql`
    mutation useSuggestPlaceMutation($input: SuggestPlaceInput!) {
      suggestPlace(input: $input) {
        ok
        suggestionId
        userErrors {
          field
          message
        }
      }
    }
  `);
}

import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSuggestPlaceMutation as SuggestPlace } from './__generated__/useSuggestPlaceMutation.graphql';
import type { useSuggestPlaceEditMutation as SuggestPlaceEdit } from './__generated__/useSuggestPlaceEditMutation.graphql';

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

/** A proposed change to a place (only the fields given). */
export function useSuggestPlaceEditMutation() {
  return usePromiseMutation<SuggestPlaceEdit>(graphql`
    mutation useSuggestPlaceEditMutation($input: SuggestPlaceEditInput!) {
      suggestPlaceEdit(input: $input) {
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

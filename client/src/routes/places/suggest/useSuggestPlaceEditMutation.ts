import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSuggestPlaceEditMutation as SuggestPlaceEdit } from './__generated__/useSuggestPlaceEditMutation.graphql';

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

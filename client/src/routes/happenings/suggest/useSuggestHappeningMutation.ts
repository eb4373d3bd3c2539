import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSuggestHappeningMutation as SuggestHappening } from './__generated__/useSuggestHappeningMutation.graphql';

/** A suggested event or experience for review; its photo goes as the upload `input.photo`. */
export function useSuggestHappeningMutation() {
  return usePromiseMutation<SuggestHappening>(graphql`
    mutation useSuggestHappeningMutation($input: SuggestHappeningInput!) {
      suggestHappening(input: $input) {
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

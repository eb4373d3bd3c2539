import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useRateMutation as Rate } from './__generated__/useRateMutation.graphql';

/** Rates an item 1-5; rating again replaces the viewer's value. */
export function useRateMutation() {
  return usePromiseMutation<Rate>(graphql`
    mutation useRateMutation($input: RateInput!) @raw_response_type {
      rate(input: $input) {
        subject {
          id
          rating {
            average
            count
            viewerValue
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

import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useCheckInMutation as CheckIn } from './__generated__/useCheckInMutation.graphql';

/** Checks the member in at a place; the answer refreshes the place's count and the viewer's last check-in. */
export function useCheckInMutation() {
  return usePromiseMutation<CheckIn>(graphql`
    mutation useCheckInMutation($input: CheckInInput!) {
      checkIn(input: $input) {
        checkInEdge {
          node {
            id
            createdAt
          }
        }
        place {
          id
          checkInCount
          viewerLastCheckIn
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

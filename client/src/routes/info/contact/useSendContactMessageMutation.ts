import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSendContactMessageMutation as SendContactMessage } from './__generated__/useSendContactMessageMutation.graphql';

export function useSendContactMessageMutation() {
  return usePromiseMutation<SendContactMessage>(graphql`
    mutation useSendContactMessageMutation($input: SendContactMessageInput!) {
      sendContactMessage(input: $input) {
        ok
        userErrors {
          field
          message
        }
      }
    }
  `);
}

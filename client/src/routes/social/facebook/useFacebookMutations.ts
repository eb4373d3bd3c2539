// Connecting and disconnecting the member's Facebook account; each answers the member with isFacebookUser.
import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useFacebookMutationsConnectMutation } from './__generated__/useFacebookMutationsConnectMutation.graphql';
import type { useFacebookMutationsDisconnectMutation } from './__generated__/useFacebookMutationsDisconnectMutation.graphql';

export function useConnectFacebookMutation() {
  return usePromiseMutation<useFacebookMutationsConnectMutation>(graphql`
    mutation useFacebookMutationsConnectMutation($input: ConnectFacebookInput!) {
      connectFacebook(input: $input) {
        me {
          id
          isFacebookUser
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useDisconnectFacebookMutation() {
  return usePromiseMutation<useFacebookMutationsDisconnectMutation>(graphql`
    mutation useFacebookMutationsDisconnectMutation {
      disconnectFacebook {
        me {
          id
          isFacebookUser
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

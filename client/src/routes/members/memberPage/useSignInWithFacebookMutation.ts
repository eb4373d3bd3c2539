import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSignInWithFacebookMutation as SignInWithFacebook } from './__generated__/useSignInWithFacebookMutation.graphql';

export function useSignInWithFacebookMutation() {
  return usePromiseMutation<SignInWithFacebook>(graphql`
    mutation useSignInWithFacebookMutation($input: SignInWithFacebookInput!) {
      signInWithFacebook(input: $input) {
        ...sessionPayload_payload
      }
    }
  `);
}

import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSignInMutation as SignIn } from './__generated__/useSignInMutation.graphql';

export function useSignInMutation() {
  return usePromiseMutation<SignIn>(graphql`
    mutation useSignInMutation($input: SignInInput!) {
      signIn(input: $input) {
        ...sessionPayload_payload
      }
    }
  `);
}

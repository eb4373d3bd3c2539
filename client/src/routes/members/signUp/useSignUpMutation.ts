import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSignUpMutation as SignUp } from './__generated__/useSignUpMutation.graphql';

export function useSignUpMutation() {
  return usePromiseMutation<SignUp>(graphql`
    mutation useSignUpMutation($input: SignUpInput!) {
      signUp(input: $input) {
        ...sessionPayload_payload
      }
    }
  `);
}

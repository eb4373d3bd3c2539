import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useSocialSignInMutationsAppleMutation as SignInWithApple } from './__generated__/useSocialSignInMutationsAppleMutation.graphql';
import type { useSocialSignInMutationsFacebookMutation as SignInWithFacebook } from './__generated__/useSocialSignInMutationsFacebookMutation.graphql';

export function useSignInWithFacebookMutation() {
  return usePromiseMutation<SignInWithFacebook>(graphql`
    mutation useSocialSignInMutationsFacebookMutation($input: SignInWithFacebookInput!) {
      signInWithFacebook(input: $input) {
        ...sessionPayload_payload
      }
    }
  `);
}

export function useSignInWithAppleMutation() {
  return usePromiseMutation<SignInWithApple>(graphql`
    mutation useSocialSignInMutationsAppleMutation($input: SignInWithAppleInput!) {
      signInWithApple(input: $input) {
        ...sessionPayload_payload
      }
    }
  `);
}

import { commitMutation, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { verifyEmailMutation } from './__generated__/verifyEmailMutation.graphql';

export type VerificationOutcome = 'verified' | 'invalid' | 'unreachable';

/** Runs by the verification landing's loader, before the screen renders: the link's token is all it needs. */
export function commitVerifyEmail(environment: Environment, token: string): Promise<VerificationOutcome> {
  if (!token) return Promise.resolve('invalid');
  return new Promise((resolve) => {
    commitMutation<verifyEmailMutation>(environment, {
      mutation: graphql`
        mutation verifyEmailMutation($input: VerifyEmailInput!) {
          verifyEmail(input: $input) {
            ok
          }
        }
      `,
      variables: { input: { token } },
      onCompleted: (response) => resolve(response.verifyEmail.ok ? 'verified' : 'invalid'),
      onError: () => resolve('unreachable'),
    });
  });
}

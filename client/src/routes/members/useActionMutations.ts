import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../relay/commitAsPromise.ts';
import type { useActionMutationsConfirmDeletionMutation as ConfirmDeletion } from './__generated__/useActionMutationsConfirmDeletionMutation.graphql';
import type { useActionMutationsRequestDeletionMutation as RequestDeletion } from './__generated__/useActionMutationsRequestDeletionMutation.graphql';
import type { useActionMutationsRequestResetMutation as RequestReset } from './__generated__/useActionMutationsRequestResetMutation.graphql';
import type { useActionMutationsResetPasswordMutation as ResetPassword } from './__generated__/useActionMutationsResetPasswordMutation.graphql';

// The account mutations that answer ActionPayload (ok + userErrors) and change nothing the store shows.

export function useRequestPasswordResetMutation() {
  return usePromiseMutation<RequestReset>(graphql`
    mutation useActionMutationsRequestResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        ok
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useResetPasswordMutation() {
  return usePromiseMutation<ResetPassword>(graphql`
    mutation useActionMutationsResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        ok
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useRequestAccountDeletionMutation() {
  return usePromiseMutation<RequestDeletion>(graphql`
    mutation useActionMutationsRequestDeletionMutation {
      requestAccountDeletion {
        ok
        userErrors {
          field
          message
        }
      }
    }
  `);
}

export function useConfirmAccountDeletionMutation() {
  return usePromiseMutation<ConfirmDeletion>(graphql`
    mutation useActionMutationsConfirmDeletionMutation($input: ConfirmAccountDeletionInput!) {
      confirmAccountDeletion(input: $input) {
        ok
        userErrors {
          field
          message
        }
      }
    }
  `);
}

import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../../../relay/commitAsPromise.ts';
import type { useUpdateProfileMutation as UpdateProfile } from './__generated__/useUpdateProfileMutation.graphql';

/**
 * Saves profile fields (and a new image as an upload, key `input.image`); the answer refreshes every view of the member
 * and says the saved language, which the app follows when the edit changed it.
 */
export function useUpdateProfileMutation() {
  return usePromiseMutation<UpdateProfile>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        user {
          language
          ...MemberMenu_user
          ...ProfileSummary_user
          ...ProfileSettings_user
          ...ProfileEditForm_user
        }
        userErrors {
          field
          message
        }
      }
    }
  `);
}

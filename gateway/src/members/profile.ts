// updateProfile: the changed fields (and a new image) sent as multipart form data to PATCH /me/{id}/.
import { GraphQLError } from 'graphql';
import type { MutationResolvers, UpdateProfileInput } from '../graphql/__generated__/resolvers.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { appendFile } from '../upstream/multipart.ts';
import { routes } from '../upstream/routes.ts';
import type { RestUser } from '../upstream/types.ts';
import { memberOf, requireSignedIn, type Member } from './account.ts';
import { withUserErrors } from '../graphql/userErrors.ts';

/** Text fields of the form; null clears a field, absent leaves it alone. */
function textFields(input: UpdateProfileInput): Record<string, string | null | undefined> {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    username: input.username,
    language: input.language,
    metropolis:
      input.cityId === undefined || input.cityId === null
        ? input.cityId
        : String(expectGlobalId(input.cityId, 'City').id),
    phone_number: input.phoneNumber,
    is_private: input.isPrivate === undefined || input.isPrivate === null ? undefined : String(input.isPrivate),
  };
}

export async function profileForm(input: UpdateProfileInput): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(textFields(input))) {
    if (value !== undefined) form.append(name, value ?? '');
  }
  if (input.image) await appendFile(form, 'image', input.image);
  return form;
}

export const profileMutations = {
  updateProfile: async (_, { input }, context) => {
    requireSignedIn(context);
    let multipart: FormData;
    try {
      multipart = await profileForm(input);
    } catch (error) {
      // The only input the gateway itself checks: a cityId that is not a City's global id.
      if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT')
        return { user: null, userErrors: [{ field: 'cityId', message: error.message }] };
      throw error;
    }
    const member = await memberOf(context, 'member');
    const { value, userErrors } = await withUserErrors(() =>
      context.upstream.write<RestUser>('PATCH', routes.meUpdate(member.id), { body: { multipart }, auth: 'member' }),
    );
    const user: Member | null = value && { ...value, stats: member.stats };
    return { user, userErrors };
  },
} satisfies MutationResolvers;

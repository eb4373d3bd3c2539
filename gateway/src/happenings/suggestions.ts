// Suggestions of events and experiences, sent as multipart forms with their photo and kept upstream as
// pending for review. The upstream checks every field; its refusals come back beside the GraphQL input fields.
import type { MutationResolvers } from '../graphql/__generated__/resolvers.ts';
import { withUserErrors } from '../graphql/userErrors.ts';
import { requireSignedIn } from '../members/account.ts';
import { refused } from '../places/suggestions.ts';
import { InputIds } from '../relay/inputIds.ts';
import { appendFile } from '../upstream/multipart.ts';
import { routes } from '../upstream/routes.ts';
import { kindOfEnum } from './kinds.ts';

/** Upstream form fields named differently in SuggestHappeningInput (the others are their camelCase). */
const FIELD_NAMES = { video: 'videoUrl', category: 'categoryId' };

export const happeningSuggestionMutations = {
  suggestHappening: async (_, { input }, context) => {
    requireSignedIn(context);
    const ids = new InputIds();
    const category = ids.optional('categoryId', input.categoryId, 'Category');
    if (ids.errors.length) return refused(ids.errors);
    const fields: Record<string, string | number | null | undefined> = {
      name_en: input.nameEn,
      name_ar: input.nameAr,
      information: input.information,
      start_date: input.startDate,
      finish_date: input.finishDate,
      video: input.videoUrl,
      venue_name: input.venueName,
      latitude: input.latitude,
      longitude: input.longitude,
      category,
      organizer_name: input.organizerName,
      mobile: input.mobile,
      email: input.email,
      office_location: input.officeLocation,
    };
    const multipart = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null && value !== '') multipart.append(name, String(value));
    }
    if (input.photo) await appendFile(multipart, 'photo', input.photo);
    const route = routes.happeningSuggestions(kindOfEnum(input.kind));
    const { value, userErrors } = await withUserErrors(
      () => context.upstream.write<{ id: number }>('POST', route, { body: { multipart }, auth: 'member' }),
      undefined,
      FIELD_NAMES,
    );
    return value ? { ok: true, suggestionId: String(value.id), userErrors } : refused(userErrors);
  },
} satisfies MutationResolvers;

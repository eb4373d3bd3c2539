// Place suggestions (a new place, or changes to one), sent as multipart forms and kept upstream for review.
import type { MutationResolvers, OpeningHoursInput, SuggestPlaceInput } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { requireSignedIn } from '../members/account.ts';
import { withUserErrors, type FieldNames, type UserError } from '../graphql/userErrors.ts';
import { InputIds } from '../relay/inputIds.ts';
import { appendFile } from '../upstream/multipart.ts';
import { routes, type Route } from '../upstream/routes.ts';
import type { RestSuggestion } from '../upstream/types.ts';
import { WEEKDAYS } from './openingHours.ts';

/** The fields of a new place or of changes to one (SuggestPlaceEditInput has a subset of them, all optional). */
export type SuggestionFields = { [Field in keyof SuggestPlaceInput]?: SuggestPlaceInput[Field] | null };

/** Upstream form fields named differently in the GraphQL inputs. */
export const FIELD_NAMES: FieldNames = {
  category: 'categoryId',
  subcategory: 'subcategoryId',
  tags: 'tagIds',
  metropolis: 'cityId',
  facebook: 'social.facebook',
  twitter: 'social.twitter',
  youtube: 'social.youtube',
  instagram: 'social.instagram',
};

const hoursJson = (hours: readonly OpeningHoursInput[]) =>
  JSON.stringify(
    hours.map((day) => ({
      weekday: WEEKDAYS.indexOf(day.weekday),
      closed: day.closed ?? false,
      all_day: day.allDay ?? false,
      opens: day.opens ?? null,
      closes: day.closes ?? null,
    })),
  );

/** The multipart form of a suggestion: only the fields given; ids decoded (a wrong one is a userError in `ids`). */
export async function suggestionForm(input: SuggestionFields, ids: InputIds): Promise<FormData> {
  const category = ids.optional('categoryId', input.categoryId, 'PlaceCategory');
  const subcategory = ids.optional('subcategoryId', input.subcategoryId, 'PlaceSubcategory');
  const tags = ids.list('tagIds', input.tagIds, 'Tag');
  const metropolis = ids.optional('cityId', input.cityId, 'City');
  const fields: Record<string, string | number | undefined | null> = {
    name_en: input.nameEn,
    name_ar: input.nameAr,
    about: input.about,
    category,
    subcategory,
    features: input.features?.map((feature) => feature.toLowerCase()).join(','),
    tags: tags?.join(','),
    hours: input.hours ? hoursJson(input.hours) : undefined,
    phone: input.phone,
    website: input.website,
    ...input.social,
    metropolis,
    latitude: input.latitude,
    longitude: input.longitude,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const photo of input.photos ?? []) await appendFile(form, 'photos', photo);
  return form;
}

export interface SuggestionPayload {
  ok: boolean;
  suggestionId: string | null;
  userErrors: UserError[];
}

export const refused = (userErrors: UserError[]): SuggestionPayload => ({ ok: false, suggestionId: null, userErrors });

async function suggest(
  context: GatewayContext,
  input: SuggestionFields,
  route: (ids: InputIds) => Route | undefined,
  method: 'POST' | 'PATCH',
): Promise<SuggestionPayload> {
  requireSignedIn(context);
  const ids = new InputIds();
  const target = route(ids);
  const multipart = await suggestionForm(input, ids);
  if (ids.errors.length || !target) return refused(ids.errors);
  const { value, userErrors } = await withUserErrors(
    () => context.upstream.write<RestSuggestion>(method, target, { body: { multipart }, auth: 'member' }),
    undefined,
    FIELD_NAMES,
  );
  return value ? { ok: true, suggestionId: String(value.id), userErrors } : refused(userErrors);
}

export const suggestionMutations = {
  suggestPlace: (_, { input }, context) => suggest(context, input, () => routes.placeSuggestions(), 'POST'),
  suggestPlaceEdit: (_, { input }, context) =>
    suggest(
      context,
      input,
      (ids) => {
        const placeId = ids.decode('placeId', input.placeId, 'Place');
        return placeId === undefined ? undefined : routes.placeEditSuggestion(placeId);
      },
      'PATCH',
    ),
} satisfies MutationResolvers;

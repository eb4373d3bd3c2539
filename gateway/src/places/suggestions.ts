// Place suggestions (a new place, or changes to one), sent as multipart forms and kept upstream for review.
import type { GatewayContext } from '../graphql/context.ts';
import { requireSignedIn } from '../members/account.ts';
import { withUserErrors, type FieldNames, type UserError } from '../members/userErrors.ts';
import { InputIds } from '../relay/inputIds.ts';
import { appendFile } from '../upstream/multipart.ts';
import { routes, type Route } from '../upstream/routes.ts';
import type { RestSuggestion } from '../upstream/types.ts';
import type { PlaceFeature } from './fields.ts';
import { WEEKDAYS, type Weekday } from './openingHours.ts';

interface OpeningHoursInput {
  weekday: Weekday;
  closed?: boolean | null;
  allDay?: boolean | null;
  opens?: string | null;
  closes?: string | null;
}

type SocialNetwork = 'facebook' | 'twitter' | 'youtube' | 'instagram';

export interface SuggestionFields {
  nameEn?: string | null;
  nameAr?: string | null;
  about?: string | null;
  categoryId?: string | null;
  subcategoryId?: string | null;
  features?: readonly PlaceFeature[] | null;
  tagIds?: readonly string[] | null;
  hours?: readonly OpeningHoursInput[] | null;
  phone?: string | null;
  website?: string | null;
  social?: Partial<Record<SocialNetwork, string | null>> | null;
  photos?: readonly File[] | null;
  cityId?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

interface SuggestPlaceEditInput extends SuggestionFields {
  placeId: string;
}

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

interface SuggestionPayload {
  ok: boolean;
  suggestionId: string | null;
  userErrors: UserError[];
}

const refused = (userErrors: UserError[]): SuggestionPayload => ({ ok: false, suggestionId: null, userErrors });

async function suggest(context: GatewayContext, input: SuggestionFields, route: (ids: InputIds) => Route | undefined): Promise<SuggestionPayload> {
  requireSignedIn(context);
  const ids = new InputIds();
  const target = route(ids);
  const multipart = await suggestionForm(input, ids);
  if (ids.errors.length || !target) return refused(ids.errors);
  const { value, userErrors } = await withUserErrors(
    () => context.upstream.write<RestSuggestion>('POST', target, { body: { multipart }, auth: 'member' }),
    undefined,
    FIELD_NAMES,
  );
  return value ? { ok: true, suggestionId: String(value.id), userErrors } : refused(userErrors);
}

export const suggestionMutations = {
  suggestPlace: (_: unknown, { input }: { input: SuggestionFields }, context: GatewayContext) =>
    suggest(context, input, () => routes.placeSuggestions()),
  suggestPlaceEdit: (_: unknown, { input }: { input: SuggestPlaceEditInput }, context: GatewayContext) =>
    suggest(context, input, (ids) => {
      const placeId = ids.decode('placeId', input.placeId, 'Place');
      return placeId === undefined ? undefined : routes.placeEditSuggestion(placeId);
    }),
};

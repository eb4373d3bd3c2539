// Shapes of the REST contract as the gateway reads them: names for the types generated from the REST API's OpenAPI
// document (openapi.json at the repository root, `npm run generate`), and the gateway's helpers over its paging shapes.
import type { components, operations } from './__generated__/restApi.ts';

type Schemas = components['schemas'];

/** The JSON body of an operation's 200 answer. */
export type RestAnswer<Operation extends keyof operations> = operations[Operation]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type Kind = Schemas['Happening']['kind'];

export type RestCity = Schemas['City'];
export type RestCategory = Schemas['Category'];
export type RestAudience = Schemas['Audience'];
export type RestTag = Schemas['Tag'];
export type RestOrganizer = Schemas['Organizer'];
export type RestLocation = Schemas['Location'];
export type RestWorkingHours = Schemas['WorkingHours'];
/** An event or an experience: both kinds share one shape. */
export type RestHappening = Schemas['Happening'];
export type RestHomeList = Schemas['HomeList'];
export type RestHomeSlide = Schemas['HomeSlide'];

/** Offset paging, answered in the Elasticsearch shape. */
export interface SearchPage<T> {
  hits: { total: number; hits: { _id: string; _source: T }[] };
  starting: number;
  per_page: number;
}

export const sourcesOf = <T>(page: SearchPage<T>): T[] => page.hits.hits.map((hit) => hit._source);

/** Page paging (DRF style). */
export interface Paged<T> {
  count: number;
  page: number;
  results: T[];
  next: string | null;
  previous: string | null;
}

/** A DRF page as the `{ count, items }` a relay page source answers. */
export const pageItems = <T>(page: Paged<T>): { count: number; items: T[] } => ({
  count: page.count,
  items: page.results,
});

export interface Results<T> {
  results: T[];
}

/** A member; private fields are filled for the member themself. */
export type RestUser = Schemas['User'];
export type RestUserStats = RestAnswer<'getApiV1MeStats'>;
export type RestUserCounts = RestUserStats['counts'];
/** Another member's profile: the User object without private fields, plus what /me/stats/ gives. */
export type RestPublicUser = Schemas['PublicUser'];
/** A member's profile as the member themself reads it, or as others do (without the stats). */
export type RestProfile = RestUser | Omit<RestPublicUser, Exclude<keyof RestUserStats, 'ugc_points' | 'ugc_level'>>;

/** The OAuth2 token endpoint's answer (also the social sign-ins'). */
export type RestToken = Schemas['Token'];
export type RestSocialProviders = RestAnswer<'getApiV1AuthProviders'>;

/** A place category with its subcategories; place_count is of the asked city. */
export type RestPlaceCategory = Schemas['PlaceCategory'];
export type RestPlaceSubcategory = RestPlaceCategory['subcategories'][number];
export type RestPlace = Schemas['Place'];
/** One weekday of a place's hours; minutes count from Sunday 00:00 in Asia/Riyadh. */
export type RestOpeningDay = RestPlace['opening_hours'][number];
export type RestCheckIn = Schemas['CheckIn'];
export type RestSuggestion = Schemas['PlaceSuggestionReceipt'];

/** A member's favourite list with its items' ids grouped by kind. */
export type RestFavouriteList = Schemas['FavouriteList'];
/** A member's ticket order. */
export type RestOrder = Schemas['Order'];

// The chosen city travels as a GraphQL argument (a City global id); without one, a field answers for the default city
// (docs/home.md#city). No request header carries it, so a page's queries can be run from its URL alone.
import type { GatewayContext } from '../graphql/context.ts';
import { expectGlobalId, fromGlobalId } from '../relay/globalId.ts';
import type { RestCity } from '../upstream/types.ts';
import { ALL_CITIES, choosesEveryCity } from '../../../shared/cities.ts';

export { ALL_CITIES };

export const defaultCityId = async (context: GatewayContext) => (await context.loaders.reference.defaultCity()).id;

/** The rest id of an optional City global id, or the default city's; another type's id gives BAD_USER_INPUT. */
export async function cityIdOrDefault(cityId: string | null | undefined, context: GatewayContext): Promise<number> {
  return cityId ? expectGlobalId(cityId, 'City').id : defaultCityId(context);
}

/** The rest id to filter by: none for every city (`all`), else as cityIdOrDefault. */
export async function cityFilter(
  cityId: string | null | undefined,
  context: GatewayContext,
): Promise<number | undefined> {
  return cityId === ALL_CITIES ? undefined : cityIdOrDefault(cityId, context);
}

/** The rest ids to filter by as a `city_ids` list: none for every city (`all`), else the one city. */
export async function cityIdsFilter(
  cityId: string | null | undefined,
  context: GatewayContext,
): Promise<number[] | undefined> {
  const id = await cityFilter(cityId, context);
  return id === undefined ? undefined : [id];
}

/**
 * The rest ids to filter by for a `cityIds` list argument: absent gives the default city's, every city (`all`, or an
 * empty list) none, else the listed cities'.
 */
export async function cityIdsListFilter(
  cityIds: readonly string[] | null | undefined,
  context: GatewayContext,
): Promise<number[] | undefined> {
  if (cityIds === undefined || cityIds === null) return [await defaultCityId(context)];
  return choosesEveryCity(cityIds) ? undefined : cityIds.map((id) => expectGlobalId(id, 'City').id);
}

function cityRawId(cityId: string | null | undefined): number | null {
  if (!cityId) return null;
  try {
    const decoded = fromGlobalId(cityId);
    return decoded.type === 'City' ? decoded.id : null;
  } catch {
    return null;
  }
}

/**
 * The city of `cityId` when it names a known city, else the default city (Jeddah): a stale or wrong id kept in a
 * browser's settings still gives a page, never an error. Every city (`all`) also gives the default city here.
 */
export async function chosenCity(cityId: string | null | undefined, context: GatewayContext): Promise<RestCity> {
  const id = cityRawId(cityId);
  return (id !== null ? await context.loaders.reference.city(id) : null) ?? context.loaders.reference.defaultCity();
}

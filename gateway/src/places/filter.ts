// PlaceFilter (GraphQL input, global ids) -> search parameters of GET /places/search/, and the checks of positions and
// distances shared by the places lists.
import { cityFilter } from '../reference/chosenCity.ts';
import type { BoundsInput, PlaceFilter, PlaceOrder, PositionInput } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { rawIds } from '../happenings/filter.ts';
import { requireSignedIn } from '../members/account.ts';
import { badUserInput } from '../upstream/errors.ts';
import type { Query } from '../upstream/routes.ts';

export type { PlaceFilter };

const ORDERING: Record<PlaceOrder, string> = {
  RELEVANCE: 'relevance',
  NAME: 'name_en',
  RATING: '-rating_average',
  DISTANCE: 'distance',
  POPULAR: '-checkin_count',
};

/** Nearby lists reach at most this far (REST contract). */
export const MAX_DISTANCE_KM = 50;

function checkLatitude(value: number, name: string) {
  if (!(value >= -90 && value <= 90)) throw badUserInput(`${name} must be a latitude between -90 and 90`);
}

function checkLongitude(value: number, name: string) {
  if (!(value >= -180 && value <= 180)) throw badUserInput(`${name} must be a longitude between -180 and 180`);
}

/** `lat,lng` of a valid position. */
export function positionParam(position: PositionInput, name: string): [number, number] {
  checkLatitude(position.latitude, `${name}.latitude`);
  checkLongitude(position.longitude, `${name}.longitude`);
  return [position.latitude, position.longitude];
}

/** `south,west,north,east` of valid bounds. */
export function boundsParam(bounds: BoundsInput): [number, number, number, number] {
  checkLatitude(bounds.south, 'bounds.south');
  checkLatitude(bounds.north, 'bounds.north');
  checkLongitude(bounds.west, 'bounds.west');
  checkLongitude(bounds.east, 'bounds.east');
  if (bounds.south > bounds.north) throw badUserInput('bounds.south must not be north of bounds.north');
  if (bounds.west > bounds.east) throw badUserInput('bounds.west must not be east of bounds.east');
  return [bounds.south, bounds.west, bounds.north, bounds.east];
}

export function checkDistanceKm(distanceKm: number): number {
  if (!(distanceKm > 0 && distanceKm <= MAX_DISTANCE_KM))
    throw badUserInput(`distanceKm must be more than 0 and at most ${MAX_DISTANCE_KM}`);
  return distanceKm;
}

export async function placeSearchParams(
  filter: PlaceFilter | null | undefined,
  context: GatewayContext,
): Promise<Query> {
  const order = filter?.order ?? 'RELEVANCE';
  if (order === 'DISTANCE' && !filter?.near)
    throw badUserInput('order DISTANCE needs filter.near, the position to measure distances from');
  if (filter?.owned) requireSignedIn(context);
  const bounds = filter?.bounds ? boundsParam(filter.bounds) : undefined;
  return {
    text: filter?.text?.trim() || undefined,
    category: rawIds(filter?.categoryIds, 'PlaceCategory'),
    subcategory: rawIds(filter?.subcategoryIds, 'PlaceSubcategory'),
    tags: rawIds(filter?.tagIds, 'Tag'),
    bounds,
    position: filter?.near ? positionParam(filter.near, 'near') : undefined,
    open_now: filter?.openNow ? true : undefined,
    owned: filter?.owned ? true : undefined,
    // Bounds replace the city: the map shows whatever lies inside them.
    metropolis: bounds ? undefined : await cityFilter(filter?.cityId, context),
    ordering: ORDERING[order],
  };
}

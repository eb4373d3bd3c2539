// Places: the root fields, the Place type, check-ins, suggestions and the viewer's map key.
import { reviewableResolvers } from '../community/reviewableFields.ts';
import type {
  PlaceNearbyArgs,
  QueryNearbyPlacesArgs,
  QueryPlaceArgs,
  QueryPlacesArgs,
  Resolvers,
} from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { offsetConnection, pageConnection } from '../relay/connection.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { checkFirst, pagingWindow } from '../relay/paging.ts';
import { badUserInput, nullIfNotFound } from '../upstream/errors.ts';
import { routes } from '../upstream/routes.ts';
import type { RestPlace } from '../upstream/types.ts';
import { placeCategoryResolvers } from './categories.ts';
import { checkInResolvers } from './checkIns.ts';
import { placeFields } from './fields.ts';
import { checkDistanceKm, placeSearchParams, positionParam } from './filter.ts';
import { nearbyPlacesPage, searchPlaces } from './lists.ts';
import { suggestionMutations } from './suggestions.ts';
import { placeTagResolvers } from './tags.ts';

/** The distance of Place.nearby: other places within 5 km (docs/places.md#nearby-places). */
const NEARBY_KM = 5;

async function places(args: QueryPlacesArgs, context: GatewayContext) {
  const window = pagingWindow(args, 20);
  const params = await placeSearchParams(args.filter, context);
  return offsetConnection(
    ({ starting, perPage }) => searchPlaces(context, { ...params, starting, per_page: perPage }),
    window,
  );
}

async function place(args: QueryPlaceArgs, context: GatewayContext): Promise<RestPlace | null> {
  if (args.id) return context.loaders.places.byId.load(expectGlobalId(args.id, 'Place').id);
  const slug = args.slug?.trim();
  const shareId = args.shareId?.trim();
  const route = slug ? routes.place(slug) : shareId ? routes.placeByShareId(shareId) : undefined;
  if (!route) throw badUserInput('Pass the id, the slug or the share id of the place');
  return nullIfNotFound(context.upstream.get<RestPlace>(route));
}

function nearbyPlaces(args: QueryNearbyPlacesArgs, context: GatewayContext) {
  const window = pagingWindow(args, 20);
  const position = args.near ? positionParam(args.near, 'near') : undefined;
  const query = {
    latitude: position?.[0],
    longitude: position?.[1],
    distance: checkDistanceKm(args.distanceKm ?? NEARBY_KM),
    place_id: args.excludePlaceId ? expectGlobalId(args.excludePlaceId, 'Place').id : undefined,
  };
  return pageConnection(
    ({ page, pageSize }) => nearbyPlacesPage(context, { ...query, page, page_size: pageSize }),
    window,
  );
}

/** Marks places returned by `nearby`: nested nearby lists multiply (first^depth), which cost limits do not see. */
const FROM_NEARBY = Symbol('fromNearby');

/** Other places within 5 km of the place, nearest first: one call per place shown (the detail screen shows one). */
async function nearby(item: RestPlace & { [FROM_NEARBY]?: true }, args: PlaceNearbyArgs, context: GatewayContext) {
  if (item[FROM_NEARBY]) throw badUserInput('nearby cannot be nested inside nearby');
  const first = checkFirst(args.first, 6);
  const { latitude, longitude } = item.location ?? {};
  if (first === 0 || latitude === null || latitude === undefined || longitude === null || longitude === undefined)
    return [];
  const { items } = await nearbyPlacesPage(context, {
    latitude,
    longitude,
    distance: NEARBY_KM,
    place_id: item.id,
    page: 1,
    page_size: first,
  });
  return items.map((other) => ({ ...other, [FROM_NEARBY]: true as const }));
}

export const placeResolvers = {
  Query: {
    ...placeCategoryResolvers.Query,
    ...placeTagResolvers.Query,
    places: (_: unknown, args: QueryPlacesArgs, context: GatewayContext) => places(args, context),
    place: (_: unknown, args: QueryPlaceArgs, context: GatewayContext) => place(args, context),
    nearbyPlaces: (_: unknown, args: QueryNearbyPlacesArgs, context: GatewayContext) => nearbyPlaces(args, context),
  },
  Viewer: {
    ...checkInResolvers.Viewer,
    googleMapsApiKey: (_: unknown, __: unknown, context: GatewayContext) => context.googleMapsApiKey ?? null,
  },
  Mutation: { ...checkInResolvers.Mutation, ...suggestionMutations },
  PlaceCategory: placeCategoryResolvers.PlaceCategory,
  PlaceSubcategory: placeCategoryResolvers.PlaceSubcategory,
  CheckIn: checkInResolvers.CheckIn,
  Place: { ...placeFields, ...reviewableResolvers('place'), nearby },
} satisfies Resolvers;

// Reading lists of places from the upstream (the session primes the by-id loader with their places).
import type { GatewayContext } from '../graphql/context.ts';
import { routes, type Query } from '../upstream/routes.ts';
import { sourcesOf, type Paged, type RestPlace, type SearchPage } from '../upstream/types.ts';

/** One offset page of GET /places/search/. */
export async function searchPlaces(
  context: GatewayContext,
  query: Query,
): Promise<{ total: number; items: RestPlace[] }> {
  const page = await context.upstream.get<SearchPage<RestPlace>>(routes.placeSearch(query));
  return { total: page.hits.total, items: sourcesOf(page) };
}

/** One page of GET /places/nearby/ (nearest first, each with distance_km). */
export async function nearbyPlacesPage(
  context: GatewayContext,
  query: Query,
): Promise<{ count: number; items: RestPlace[] }> {
  const page = await context.upstream.get<Paged<RestPlace>>(routes.nearbyPlaces({ ordering: 'distance', ...query }));
  return { count: page.count, items: page.results };
}

// Reading lists of places from the upstream; every place that arrives is primed into the by-id loader.
import type { GatewayContext } from '../graphql/context.ts';
import { routes, type Query } from '../upstream/routes.ts';
import { sourcesOf, type Paged, type RestPlace, type SearchPage } from '../upstream/types.ts';

/** One offset page of GET /places/search/. */
export async function searchPlaces(context: GatewayContext, query: Query): Promise<{ total: number; items: RestPlace[] }> {
  const page = await context.upstream.get<SearchPage<RestPlace>>(routes.placeSearch(query));
  const items = sourcesOf(page);
  context.loaders.places.receive(items);
  return { total: page.hits.total, items };
}

/** One page of GET /places/nearby/ (nearest first, each with distance_km). */
export async function nearbyPlacesPage(context: GatewayContext, query: Query): Promise<{ count: number; items: RestPlace[] }> {
  const page = await context.upstream.get<Paged<RestPlace>>(routes.nearbyPlaces({ ordering: 'distance', ...query }));
  context.loaders.places.receive(page.results);
  return { count: page.count, items: page.results };
}

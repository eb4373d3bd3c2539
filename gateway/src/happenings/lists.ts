// Reading lists of events or experiences from the upstream (the session primes the by-id loaders with their items).
import type { GatewayContext } from '../graphql/context.ts';
import type { Query, Route } from '../upstream/routes.ts';
import { sourcesOf, type Kind, type RestHappening, type SearchPage } from '../upstream/types.ts';

export async function searchPage(
  context: GatewayContext,
  route: Route<SearchPage<RestHappening>>,
): Promise<{ total: number; items: RestHappening[] }> {
  const page = await context.upstream.get(route);
  return { total: page.hits.total, items: sourcesOf(page) };
}

export type ListRoute = (kind: Kind, query: Query) => Route<SearchPage<RestHappening>>;

/** The first `first` items of an offset-paged list (recommended, popular, search). */
export async function firstItems(
  context: GatewayContext,
  kind: Kind,
  route: ListRoute,
  query: Query,
  first: number,
): Promise<RestHappening[]> {
  if (first === 0) return [];
  return (await searchPage(context, route(kind, { ...query, starting: 0, per_page: first }))).items.slice(0, first);
}

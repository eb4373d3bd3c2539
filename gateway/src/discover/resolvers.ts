// discover: items near a position, or a city's items in a random order fixed by a seed. The seed travels in the
// cursors, so every next page continues the same shuffle; a first page without a seed gets the day's shuffle.
import type { RestDiscoverItem } from '../articles/types.ts';
import { LIST_ITEM_KINDS, loadListItem } from '../curatedLists/items.ts';
import type { QueryDiscoverArgs, Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { positionParam } from '../places/filter.ts';
import { cityIdsFilter } from '../reference/chosenCity.ts';
import { checkFirst } from '../relay/paging.ts';
import { badUserInput } from '../upstream/errors.ts';
import { routes } from '../upstream/routes.ts';
import { sourcesOf, type SearchPage } from '../upstream/types.ts';

const SEED = /^[A-Za-z0-9-]{1,64}$/;
/** The seed of a near list: its order does not depend on one. */
const NO_SEED = '';

/**
 * The shuffle of a first page without a seed: the day's (Riyadh), so a page and its served HTML agree, answers can be
 * cached, and the order changes every day; a client that wants a new shuffle passes a seed (a UUID).
 */
export const daySeed = (now: Date) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export const discoverCursor = (offset: number, seed: string) =>
  Buffer.from(`discover:${offset}:${seed}`, 'utf8').toString('base64');

/** The offset and seed of a discover cursor; anything else is BAD_USER_INPUT 'Invalid cursor'. */
export function readDiscoverCursor(cursor: string): { offset: number; seed: string } {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const match = /^discover:(0|[1-9][0-9]{0,8}):([A-Za-z0-9-]{0,64})$/.exec(decoded);
  if (!match) throw badUserInput('Invalid cursor');
  return { offset: Number(match[1]), seed: match[2] };
}

async function discover(args: QueryDiscoverArgs, context: GatewayContext) {
  const first = checkFirst(args.first, 10);
  const after = args.after ? readDiscoverCursor(args.after) : null;
  const near = args.near ? positionParam(args.near, 'near') : undefined;
  if (args.seed !== null && args.seed !== undefined && !SEED.test(args.seed))
    throw badUserInput('seed must be 1 to 64 letters, digits or dashes');
  const seed = near ? NO_SEED : after?.seed || args.seed || daySeed(new Date());
  const start = after ? after.offset + 1 : 0;
  const base = {
    starting: start,
    per_page: Math.max(first, 1),
    item_type: args.kind ? LIST_ITEM_KINDS[args.kind] : undefined,
  };
  const route = near
    ? routes.discoverNear({ ...base, latitude: near[0], longitude: near[1] })
    : routes.discoverInCity({
        ...base,
        city_ids: await cityIdsFilter(args.cityId, context),
        seed,
        // the viewer's articles only: a translation would show the same article twice
        language: context.locale,
      });
  const page = await context.upstream.get<SearchPage<RestDiscoverItem>>(route);
  const hits = sourcesOf(page).slice(0, first);
  const edges = hits.map((hit, index) => ({
    cursor: discoverCursor(start + index, seed),
    node: loadListItem(context, hit.item_type, hit.item_id),
    distanceKm: hit.distance_km,
  }));
  return {
    edges,
    totalCount: page.hits.total,
    seed: near ? null : seed,
    pageInfo: {
      hasNextPage: start + hits.length < page.hits.total,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export const discoverResolvers = {
  Query: {
    discover: (_: unknown, args: QueryDiscoverArgs, context: GatewayContext) => discover(args, context),
  },
} satisfies Resolvers;

// What a favourite list can hold, in every spelling the gateway meets: the global id's type, the REST kind of the
// toggle body and the group of the list's items.
import type { GatewayContext } from '../graphql/context.ts';
import { fromGlobalId, type NodeType } from '../relay/globalId.ts';
import { routes } from '../upstream/routes.ts';
import type { Paged, RestFavouriteList } from '../upstream/types.ts';

export const favouriteKinds = {
  Event: { rest: 'event', group: 'events' },
  Experience: { rest: 'experience', group: 'experiences' },
  Place: { rest: 'place', group: 'places' },
  Article: { rest: 'article', group: 'articles' },
} as const satisfies Partial<Record<NodeType, { rest: string; group: keyof RestFavouriteList['items'] }>>;

export type FavouriteType = keyof typeof favouriteKinds;
export type FavouriteItem = { type: FavouriteType; id: number };

const isFavouriteType = (type: string): type is FavouriteType => Object.hasOwn(favouriteKinds, type);

/** The item a global id names, or null when it is not of a kind lists hold (or is not a global id at all). */
export function favouriteItemOf(globalId: string): FavouriteItem | null {
  try {
    const { type, id } = fromGlobalId(globalId);
    return isFavouriteType(type) ? { type, id } : null;
  } catch {
    return null;
  }
}

export const listHolds = (list: RestFavouriteList, item: FavouriteItem) =>
  list.items[favouriteKinds[item.type].group].includes(item.id);

/** The page size that reads a member's favourite lists whole, in one request. */
export const ALL_LISTS = 99999;

/**
 * The signed-in viewer's lists, read whole once per request (the GET is memoised by the session); empty for visitors.
 * Every "is it saved" question of a request is answered from this one call.
 */
export async function viewerLists(context: GatewayContext): Promise<RestFavouriteList[]> {
  if (!context.upstream.bearer) return [];
  const page = await context.upstream.get<Paged<RestFavouriteList>>(
    routes.favouriteLists({ page: 1, page_size: ALL_LISTS }),
    'member',
  );
  return page.results;
}

/** Whether any of the viewer's lists holds the item (false for visitors). */
export async function viewerHasSaved(context: GatewayContext, item: FavouriteItem): Promise<boolean> {
  return (await viewerLists(context)).some((list) => listHolds(list, item));
}

// The fields of the Reviewable interface (tips, tipCount, photos, photoCount, rating) for one kind of item, shared by
// Event, Experience and Place: `...reviewableResolvers('place')` in a type's resolvers.
import type DataLoader from 'dataloader';
import type { GatewayContext } from '../graphql/context.ts';
import { pageConnection } from '../relay/connection.ts';
import { pagingWindow, type ForwardArgs } from '../relay/paging.ts';
import { routes, type Query, type Route } from '../upstream/routes.ts';
import { pageItems, type Paged } from '../upstream/types.ts';
import type { FirstPage, FirstPageKey } from './firstPages.ts';
import type { CommunityLoaders } from './loaders.ts';
import type { RestPhoto, RestReviewable, RestTip, ReviewableKind, TipKind } from './types.ts';

/** The parent of the Rating type: the item's counts, and where to find the viewer's own value. */
export interface RatingParent {
  kind: ReviewableKind;
  itemId: number;
  average: number | null;
  count: number;
}

type ListRoute<K extends TipKind> = (kind: K, itemId: number, query?: Query) => Route;
type FirstPages<T> = (loaders: CommunityLoaders) => DataLoader<FirstPageKey, FirstPage<T>, string>;

/**
 * A page-paged list of an item's tips or photos (newest first; the viewer's reported ones left out upstream). The first
 * page comes from the batch loader (one call for every item of the request), later ones from the item's own route.
 */
function itemList<T, K extends TipKind>(route: ListRoute<K>, firstPages: FirstPages<T>, kind: K, defaultFirst: number) {
  return (item: { id: number }, args: ForwardArgs, context: GatewayContext) =>
    pageConnection<T>(
      async ({ page, pageSize }) => {
        if (page === 1) return firstPages(context.loaders.community).load({ kind, pageSize, itemId: item.id });
        return pageItems(await context.upstream.get<Paged<T>>(route(kind, item.id, { page, page_size: pageSize })));
      },
      pagingWindow(args, defaultFirst),
    );
}

/** The fields of the TipSubject interface (tips, tipCount): reviewable items and articles. */
export function tipSubjectResolvers(kind: TipKind) {
  return {
    tips: itemList<RestTip, TipKind>(routes.tips, (loaders) => loaders.tipsFirstPages, kind, 5),
    tipCount: (item: Pick<RestReviewable, 'tip_count'>) => item.tip_count ?? 0,
  };
}

export function reviewableResolvers(kind: ReviewableKind) {
  return {
    ...tipSubjectResolvers(kind),
    photos: itemList<RestPhoto, ReviewableKind>(routes.photos, (loaders) => loaders.photosFirstPages, kind, 9),
    photoCount: (item: RestReviewable) => item.photo_count ?? 0,
    rating: (item: RestReviewable): RatingParent => ({
      kind,
      itemId: item.id,
      average: item.rating_average ?? null,
      count: item.rating_count ?? 0,
    }),
  };
}

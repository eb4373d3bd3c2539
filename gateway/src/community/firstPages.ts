// The first page of items' tips or photos, batched: a list of 20 events asking for their tips makes one upstream call
// per kind and page size instead of one per event. Later pages go to the item's own list route.
import DataLoader from 'dataloader';
import { MAX_IDS_PER_CALL, type BatchSchedule } from '../loaders/byIds.ts';
import { routes, type Query, type Route } from '../upstream/routes.ts';
import type { UpstreamSession } from '../upstream/session.ts';
import type { Results } from '../upstream/types.ts';
import type { TipKind } from './types.ts';

export interface FirstPageKey {
  kind: TipKind;
  pageSize: number;
  itemId: number;
}

export interface FirstPage<T> {
  count: number;
  items: T[];
}

/** Photos are asked for reviewable kinds only (Reviewable.photos); tips for every kind. */
const batchRoutes = {
  tips: routes.tipsFirstPages,
  photos: routes.photosFirstPages as (kind: TipKind, query: Query) => Route,
};
const groupKey = ({ kind, pageSize }: FirstPageKey) => `${kind}:${pageSize}`;

export function firstPagesLoader<T>(
  upstream: UpstreamSession,
  list: keyof typeof batchRoutes,
  schedule: BatchSchedule,
) {
  const fetchGroup = async (kind: TipKind, pageSize: number, itemIds: number[]) => {
    const ids = [...new Set(itemIds)].sort((a, b) => a - b);
    const answer = await upstream.get<Results<{ entity_id: number; count: number; results: T[] }>>(
      batchRoutes[list](kind, { entity_ids: ids, page_size: pageSize }),
    );
    return new Map(answer.results.map((entry) => [entry.entity_id, { count: entry.count, items: entry.results }]));
  };
  return new DataLoader<FirstPageKey, FirstPage<T>, string>(
    async (keys) => {
      const groups = new Map<string, FirstPageKey[]>();
      for (const key of keys) groups.set(groupKey(key), [...(groups.get(groupKey(key)) ?? []), key]);
      const pages = new Map<string, Map<number, FirstPage<T>>>();
      await Promise.all(
        [...groups].map(async ([group, members]) => {
          pages.set(
            group,
            await fetchGroup(
              members[0].kind,
              members[0].pageSize,
              members.map((key) => key.itemId),
            ),
          );
        }),
      );
      // An item the upstream left out is gone since it was listed: it has no tips or photos to show.
      return keys.map((key) => pages.get(groupKey(key))!.get(key.itemId) ?? { count: 0, items: [] });
    },
    {
      cacheKeyFn: (key) => `${groupKey(key)}:${key.itemId}`,
      maxBatchSize: MAX_IDS_PER_CALL,
      batchScheduleFn: schedule,
    },
  );
}

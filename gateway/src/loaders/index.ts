// Per-request loaders: every fetch by id goes through here, batched, so no resolver calls the upstream per item.
import type DataLoader from 'dataloader';
import type { UpstreamSession } from '../upstream/session.ts';
import { routes } from '../upstream/routes.ts';
import type { Kind, Paged, RestHappening, RestHomeList, RestHomeSlide, RestOrganizer, RestTag, SearchPage } from '../upstream/types.ts';
import { byIdsLoader } from './byIds.ts';
import { createReferenceData, type ReferenceData } from './reference.ts';
import { singleObjectLoader } from './singleObject.ts';

/** A home list comes with its first `itemsPerList` items embedded. */
export interface HomeListKey {
  id: number;
  itemsPerList: number;
}

export interface Loaders {
  happenings: Record<Kind, DataLoader<number, RestHappening | null>>;
  organizers: DataLoader<number, RestOrganizer | null>;
  tags: DataLoader<number, RestTag | null>;
  homeLists: DataLoader<HomeListKey, RestHomeList | null, string>;
  homeSlides: DataLoader<number, RestHomeSlide | null>;
  reference: ReferenceData;
  /** Remembers items that arrived inside a list, so later lookups by id need no call. */
  prime(items: RestHappening[]): RestHappening[];
}

export function createLoaders(upstream: UpstreamSession): Loaders {
  const happeningLoader = (kind: Kind) =>
    byIdsLoader<RestHappening>(async (ids) => {
      const page = await upstream.get<SearchPage<RestHappening>>(routes.search(kind, { ids, include_past: true, per_page: ids.length }));
      return page.hits.hits.map((hit) => hit._source);
    });
  const happenings = { event: happeningLoader('event'), experience: happeningLoader('experience') };
  const prime = (items: RestHappening[]) => {
    for (const item of items) happenings[item.kind]?.prime(item.id, item);
    return items;
  };
  return {
    happenings,
    organizers: byIdsLoader<RestOrganizer>(async (ids) => (await upstream.get<Paged<RestOrganizer>>(routes.organizers({ ids, page_size: ids.length }))).results),
    tags: byIdsLoader<RestTag>(async (ids) => (await upstream.get<Paged<RestTag>>(routes.tags({ ids, page_size: ids.length }))).results),
    homeLists: singleObjectLoader(async ({ id, itemsPerList }: HomeListKey) => {
      const list = await upstream.get<RestHomeList>(routes.homeList(id, { items_per_list: itemsPerList }));
      prime(list.items ?? []);
      return list;
    }, ({ id, itemsPerList }) => `${id}:${itemsPerList}`),
    homeSlides: singleObjectLoader((id: number) => upstream.get<RestHomeSlide>(routes.homeSlide(id))),
    reference: createReferenceData(upstream),
    prime,
  };
}

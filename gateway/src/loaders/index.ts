// Per-request loaders: every fetch by id goes through here, batched, so no resolver calls the upstream per item.
import type DataLoader from 'dataloader';
import type { UpstreamSession } from '../upstream/session.ts';
import { routes } from '../upstream/routes.ts';
import type { Kind, Paged, RestHappening, RestOrganizer, RestTag, SearchPage } from '../upstream/types.ts';
import { byIdsLoader } from './byIds.ts';
import { createReferenceData, type ReferenceData } from './reference.ts';

export interface Loaders {
  happenings: Record<Kind, DataLoader<number, RestHappening | null>>;
  organizers: DataLoader<number, RestOrganizer | null>;
  tags: DataLoader<number, RestTag | null>;
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
  return {
    happenings,
    organizers: byIdsLoader<RestOrganizer>(async (ids) => (await upstream.get<Paged<RestOrganizer>>(routes.organizers({ ids, page_size: ids.length }))).results),
    tags: byIdsLoader<RestTag>(async (ids) => (await upstream.get<Paged<RestTag>>(routes.tags({ ids, page_size: ids.length }))).results),
    reference: createReferenceData(upstream),
    prime(items) {
      for (const item of items) happenings[item.kind]?.prime(item.id, item);
      return items;
    },
  };
}

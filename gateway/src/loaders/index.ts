// Per-request loaders: every fetch by id goes through here, batched, so no resolver calls the upstream per item. The
// upstream session hands the by-id loaders every item that arrives in any answer (upstream/arrivals.ts).
import type DataLoader from 'dataloader';
import { createCommunityLoaders, type CommunityLoaders } from '../community/loaders.ts';
import { perKind } from '../happenings/kinds.ts';
import type { UpstreamSession } from '../upstream/session.ts';
import { routes } from '../upstream/routes.ts';
import {
  sourcesOf,
  type Kind,
  type Paged,
  type RestHappening,
  type RestHomeList,
  type RestHomeSlide,
  type RestOrganizer,
  type RestTag,
  type SearchPage,
} from '../upstream/types.ts';
import { entityLoader } from './byIds.ts';
import { createReferenceData, type ReferenceData } from './reference.ts';
import { singleObjectLoader } from './singleObject.ts';
import { createPlaceLoaders, type PlaceLoaders } from '../places/loaders.ts';
import { createArticleLoaders, type ArticleLoaders } from '../articles/loaders.ts';

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
  community: CommunityLoaders;
  places: PlaceLoaders;
  /** Articles and curated lists. */
  articles: ArticleLoaders;
}

export function createLoaders(upstream: UpstreamSession): Loaders {
  const { traffic } = upstream.arrivals;
  const happeningLoader = (kind: Kind) =>
    entityLoader(
      upstream,
      'happening',
      async (ids) => {
        const route = routes.search(kind, { ids, include_past: true, per_page: ids.length });
        return sourcesOf(await upstream.get<SearchPage<RestHappening>>(route));
      },
      // Slide items often arrive inside the home lists: waiting for them saves the call.
      { schedule: traffic.scheduler(0), accepts: (item) => item.kind === kind },
    );
  return {
    happenings: perKind(happeningLoader),
    // Organizer ids come from items: one batch once every list of the request has arrived.
    organizers: entityLoader(
      upstream,
      'organizer',
      async (ids) =>
        (await upstream.get<Paged<RestOrganizer>>(routes.organizers({ ids, page_size: ids.length }))).results,
      { schedule: traffic.scheduler(1) },
    ),
    tags: entityLoader(
      upstream,
      'tag',
      async (ids) => (await upstream.get<Paged<RestTag>>(routes.tags({ ids, page_size: ids.length }))).results,
    ),
    homeLists: singleObjectLoader(
      ({ id, itemsPerList }: HomeListKey) =>
        upstream.get<RestHomeList>(routes.homeList(id, { items_per_list: itemsPerList })),
      ({ id, itemsPerList }) => `${id}:${itemsPerList}`,
    ),
    homeSlides: singleObjectLoader((id: number) => upstream.get<RestHomeSlide>(routes.homeSlide(id))),
    reference: createReferenceData(upstream),
    // Their ids come from items too: one batch per kind for every list of the request.
    community: createCommunityLoaders(upstream, traffic.scheduler(1)),
    places: createPlaceLoaders(upstream),
    articles: createArticleLoaders(upstream),
  };
}

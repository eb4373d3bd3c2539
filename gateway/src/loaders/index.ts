// Per-request loaders: every fetch by id goes through here, batched, so no resolver calls the upstream per item.
import type DataLoader from 'dataloader';
import { createCommunityLoaders, type CommunityLoaders } from '../community/loaders.ts';
import type { UpstreamSession } from '../upstream/session.ts';
import { routes } from '../upstream/routes.ts';
import { sourcesOf, type Kind, type Paged, type RestHappening, type RestHomeList, type RestHomeSlide, type RestOrganizer, type RestTag, type SearchPage } from '../upstream/types.ts';
import { byIdsLoader } from './byIds.ts';
import { ItemTraffic } from './itemTraffic.ts';
import { createReferenceData, type ReferenceData } from './reference.ts';
import { singleObjectLoader } from './singleObject.ts';
import { createPlaceLoaders, type PlaceLoaders } from '../places/loaders.ts';

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
  /**
   * Every upstream answer that brings events or experiences comes through here: the loaders that wait for item
   * traffic see it in flight, and its items are remembered, so later lookups by id need no call.
   */
  receive<T>(answer: Promise<T>, itemsOf: (answer: T) => RestHappening[]): Promise<T>;
}

export function createLoaders(upstream: UpstreamSession): Loaders {
  const traffic = new ItemTraffic();
  const known: Record<Kind, Map<number, RestHappening>> = { event: new Map(), experience: new Map() };
  const happeningLoader = (kind: Kind) =>
    byIdsLoader<RestHappening>(
      async (ids) => sourcesOf(await traffic.track(upstream.get<SearchPage<RestHappening>>(routes.search(kind, { ids, include_past: true, per_page: ids.length })))),
      // Slide items often arrive inside the home lists: waiting for them saves the call.
      { schedule: traffic.scheduler(0), known: (id) => known[kind].get(id) },
    );
  const happenings = { event: happeningLoader('event'), experience: happeningLoader('experience') };
  async function receive<T>(answer: Promise<T>, itemsOf: (answer: T) => RestHappening[]): Promise<T> {
    const value = await traffic.track(answer);
    for (const item of itemsOf(value)) {
      known[item.kind]?.set(item.id, item);
      happenings[item.kind]?.prime(item.id, item);
    }
    return value;
  }
  return {
    happenings,
    // Organizer ids come from items: one batch once every list of the request has arrived.
    organizers: byIdsLoader<RestOrganizer>(
      async (ids) => (await upstream.get<Paged<RestOrganizer>>(routes.organizers({ ids, page_size: ids.length }))).results,
      { schedule: traffic.scheduler(1) },
    ),
    tags: byIdsLoader<RestTag>(async (ids) => (await upstream.get<Paged<RestTag>>(routes.tags({ ids, page_size: ids.length }))).results),
    homeLists: singleObjectLoader(
      ({ id, itemsPerList }: HomeListKey) => receive(upstream.get<RestHomeList>(routes.homeList(id, { items_per_list: itemsPerList })), (list) => list.items ?? []),
      ({ id, itemsPerList }) => `${id}:${itemsPerList}`,
    ),
    homeSlides: singleObjectLoader((id: number) => upstream.get<RestHomeSlide>(routes.homeSlide(id))),
    reference: createReferenceData(upstream),
    // Their ids come from items too: one batch per kind for every list of the request.
    community: createCommunityLoaders(upstream, traffic.scheduler(1)),
    places: createPlaceLoaders(upstream),
    receive,
  };
}

// What an upstream answer brings. Every entry of the route table declares it (`returns`), and the session hands the
// items of every answer to the loaders of their entity (upstream/arrivals.ts): no resolver primes a loader itself.
import type { RestArticle, RestCuratedList } from '../articles/types.ts';
import type { RestPublicUser } from '../community/types.ts';
import {
  sourcesOf,
  type Paged,
  type RestCheckIn,
  type RestHappening,
  type RestHomeList,
  type RestOrganizer,
  type RestPlace,
  type RestTag,
  type Results,
  type SearchPage,
} from './types.ts';

/** The entities the per-request loaders keep by id, and their items. */
export interface Entities {
  /** Events and experiences: each item says its kind. */
  happening: RestHappening;
  place: RestPlace;
  organizer: RestOrganizer;
  tag: RestTag;
  user: RestPublicUser;
  article: RestArticle;
  curatedList: RestCuratedList;
}

export type Entity = keyof Entities;

/** An answer of type A, and the items of one entity found in it (method syntax: a route of any answer is a Route). */
export type Returns<A> =
  { [E in Entity]: { entity: E; items(answer: A): readonly Entities[E][] } }[Entity] | { entity: null };

const one = <E extends Entity>(entity: E) => ({ entity, items: (item: Entities[E]) => [item] });
const searchPage = <E extends Entity>(entity: E) => ({
  entity,
  items: (page: SearchPage<Entities[E]>) => sourcesOf(page),
});
const paged = <E extends Entity>(entity: E) => ({ entity, items: (page: Paged<Entities[E]>) => page.results });
const results = <E extends Entity>(entity: E) => ({ entity, items: (answer: Results<Entities[E]>) => answer.results });

/** The answers of the route table (upstream/routes.ts), by what they bring. */
export const returns = {
  /** No entity kept by id: reference data (fetched whole), the member's own data, files, acknowledgements of writes. */
  nothing: { entity: null },
  happening: one('happening'),
  happeningPage: searchPage('happening'),
  happeningList: paged('happening'),
  /** Home lists embed their first items. */
  homeLists: {
    entity: 'happening',
    items: (answer: Results<RestHomeList>) => answer.results.flatMap((list) => list.items ?? []),
  },
  homeList: { entity: 'happening', items: (list: RestHomeList) => list.items ?? [] },
  place: one('place'),
  placePage: searchPage('place'),
  placeList: paged('place'),
  /** A check-in embeds its place. */
  checkIn: { entity: 'place', items: (checkIn: RestCheckIn) => [checkIn.place] },
  checkIns: { entity: 'place', items: (page: Paged<RestCheckIn>) => page.results.map((checkIn) => checkIn.place) },
  organizer: one('organizer'),
  organizerList: paged('organizer'),
  tagList: paged('tag'),
  users: results('user'),
  user: one('user'),
  userList: paged('user'),
  article: one('article'),
  articlePage: searchPage('article'),
  curatedList: one('curatedList'),
  curatedListPage: searchPage('curatedList'),
} as const;

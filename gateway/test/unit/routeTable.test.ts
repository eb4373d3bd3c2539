// The route table says, for every entry, what its answer brings (upstream/entities.ts): the session primes the loaders
// from it, so an entry that does not say is a type error, and the lists of items say the entity they list.
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/upstream/entities.ts';
import { routes, type Route, type RouteTable } from '../../src/upstream/routes.ts';

const entities: Entity[] = ['happening', 'place', 'organizer', 'tag', 'user', 'article', 'curatedList'];

/** Every entry takes (kind or id, id, query) in some prefix of that order; any of them builds a path from these. */
const build = (make: (...args: never[]) => Route<never>) =>
  (make as (...args: unknown[]) => Route<never>)('event', 1, {});

describe('the route table', () => {
  it('declares what every answer brings: nothing, or an entity the loaders keep by id', () => {
    for (const [name, make] of Object.entries(routes)) {
      const { returns } = build(make);
      expect(returns, name).toBeDefined();
      expect([null, ...entities], name).toContain(returns.entity);
      if (returns.entity !== null) expect(typeof returns.items, name).toBe('function');
    }
  });

  it('declares the entity of every list of items', () => {
    const entityOf = (route: Route<never>) => route.returns.entity;
    for (const kind of ['event', 'experience'] as const) {
      for (const list of [routes.search, routes.recommended, routes.popular, routes.happeningPages]) {
        expect(entityOf(list(kind, {}))).toBe('happening');
      }
      expect(entityOf(routes.happening(kind, 'slug'))).toBe('happening');
    }
    expect(entityOf(routes.homeLists({}))).toBe('happening');
    expect(entityOf(routes.homeList(1))).toBe('happening');
    const placeRoutes = [routes.placeSearch({}), routes.nearbyPlaces({}), routes.place(1), routes.placeByShareId('x')];
    for (const route of [...placeRoutes, routes.myCheckIns({}), routes.checkIn(1)]) {
      expect(entityOf(route), route.path).toBe('place');
    }
    expect(entityOf(routes.organizers())).toBe('organizer');
    expect(entityOf(routes.tags())).toBe('tag');
    expect(entityOf(routes.users({}))).toBe('user');
  });

  it('finds the items in an answer', () => {
    const happening = { id: 7, kind: 'event' };
    const page = { hits: { total: 1, hits: [{ _id: '7', _source: happening }] }, starting: 0, per_page: 1 };
    const items = (route: Route<never>, answer: unknown) =>
      route.returns.entity === null ? [] : route.returns.items(answer as never);
    expect(items(routes.search('event', {}), page)).toEqual([happening]);
    expect(items(routes.homeLists({}), { results: [{ items: [happening] }, { items: [] }] })).toEqual([happening]);
    expect(items(routes.myCheckIns({}), { results: [{ id: 1, place: { id: 3 } }] })).toEqual([{ id: 3 }]);
  });

  it('is a type error without a declaration (checked by tsc)', () => {
    const bare = { health: () => ({ path: 'health/' }) };
    // @ts-expect-error an entry must say what its answer brings (`returns`)
    const table: RouteTable = bare;
    expect(table).toBe(bare);
  });
});

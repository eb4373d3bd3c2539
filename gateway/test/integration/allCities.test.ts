// "All cities" (docs/home.md#all-cities): every root field that takes a `cityId` or `cityIds` reads `all` as no city
// filter, while Viewer.city answers the default city; lists of every city hold more than the default city's and span several cities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Edge, type Fields, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const HOME = `query($cityId: ID) {
  viewer { city(id: $cityId) { name } }
  recommendedEvents(first: 100, cityId: $cityId) { city { name } }
  popularExperiences(first: 100, cityId: $cityId) { city { name } }
  homeLists(cityId: $cityId) { id }
  homeSlides(cityId: $cityId) { id }
  homeCuratedLists(first: 20, cityId: $cityId) { id }
  places(first: 100, filter: { cityId: $cityId }) { totalCount edges { node { city { name } } } }
  placeCategories(cityId: $cityId) { placeCount }
  discover(first: 1, cityId: $cityId) { totalCount }
}`;

async function home(cityId: string | null) {
  const response = await gateway.graphql(HOME, { cityId });
  expect(response.body.errors).toBeUndefined();
  return response.body.data as Fields;
}

const cityNames = (items: Fields[]) => new Set(items.map((item) => item.city?.name));
const placeTotal = (data: Fields) =>
  data.placeCategories.reduce((sum: number, category: Fields) => sum + category.placeCount, 0);

describe('all cities', () => {
  it('lifts the city filter of every home field, and the viewer city stays the default city', async () => {
    const jeddah = await home(null);
    const all = await home('all');
    expect(all.viewer.city.name).toBe('Jeddah');
    expect(cityNames(jeddah.recommendedEvents)).toEqual(new Set(['Jeddah']));
    expect(cityNames(all.recommendedEvents).size).toBeGreaterThan(1);
    expect(cityNames(all.popularExperiences).size).toBeGreaterThan(1);
    expect(all.homeLists.length).toBeGreaterThan(jeddah.homeLists.length);
    expect(all.homeSlides.length).toBeGreaterThan(jeddah.homeSlides.length);
    expect(all.homeCuratedLists.length).toBeGreaterThan(jeddah.homeCuratedLists.length);
    expect(all.places.totalCount).toBeGreaterThan(jeddah.places.totalCount);
    expect(cityNames(all.places.edges.map((edge: Edge) => edge.node)).size).toBeGreaterThan(1);
    expect(placeTotal(all)).toBeGreaterThan(placeTotal(jeddah));
    expect(all.discover.totalCount).toBeGreaterThan(jeddah.discover.totalCount);
  });

  it('searches every city with an empty cityIds', async () => {
    const query = `query($cityIds: [ID!]) { search(text: "a", first: 1, kinds: [EVENTS], filter: { cityIds: $cityIds }) {
      totalCount } }`;
    const jeddah = await gateway.graphql(query, {});
    const all = await gateway.graphql(query, { cityIds: [] });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.search.totalCount).toBeGreaterThan(jeddah.body.data!.search.totalCount);
  });

  it('reads `all` in a cityIds list as every city, as it reads an empty list', async () => {
    const query = `query($cityIds: [ID!]) {
      search(text: "a", first: 1, kinds: [EVENTS, PLACES], filter: { cityIds: $cityIds }) { totalCount }
      events(first: 1, filter: { cityIds: $cityIds }) { totalCount }
      experiences(first: 1, filter: { cityIds: $cityIds }) { totalCount }
    }`;
    const empty = await gateway.graphql(query, { cityIds: [] });
    const all = await gateway.graphql(query, { cityIds: ['all'] });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data).toEqual(empty.body.data);
  });
});

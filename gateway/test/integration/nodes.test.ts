// node(id) lookups: those that need their own upstream route (home lists and slides by id, categories of either kind),
// and those of items a list of the same request brought, which need none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { globalId } from '../support/queries.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

async function ok(query: string, variables?: Record<string, unknown>) {
  const response = await gateway.graphql(query, variables);
  expect(response.body.errors).toBeUndefined();
  return { data: response.body.data!, calls: response.calls };
}

const NODE = `query($id: ID!, $first: Int) { node(id: $id) { __typename id
  ... on HomeList { rawId name itemCount items(first: $first) { id } }
  ... on HomeSlide { title } } }`;

describe('node(HomeList) and node(HomeSlide)', () => {
  it('read one list of any city by id, in one call sized by items(first:)', async () => {
    const riyadh = (await ok('{ cities(search: "riyadh") { edges { node { id } } } }')).data.cities.edges[0].node.id;
    const { homeLists } = (
      await ok('query($city: ID) { homeLists(cityId: $city) { id rawId name itemCount items(first: 30) { id } } }', {
        city: riyadh,
      })
    ).data;
    const list = homeLists[0];
    const { data, calls } = await ok(NODE, { id: list.id, first: 30 });
    expect(data.node).toEqual({ __typename: 'HomeList', ...list });
    expect(calls).toEqual([`GET /api/v1/home-lists/${list.rawId}/?items_per_list=30&texts=en`]);
  });

  it('read one slide by id in one call, and give null for unknown lists and slides', async () => {
    const { homeSlides } = (await ok('{ homeSlides { id title } }')).data;
    const { data, calls } = await ok(NODE, { id: homeSlides[1].id });
    expect(data.node).toEqual({ __typename: 'HomeSlide', ...homeSlides[1] });
    expect(calls).toEqual([`GET /api/v1/home-slides/${atob(homeSlides[1].id).split(':')[1]}/`]);
    const twice = await ok('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [homeSlides[0].id, homeSlides[0].id],
    });
    expect(twice.data.nodes).toEqual([{ id: homeSlides[0].id }, { id: homeSlides[0].id }]);
    expect(twice.calls).toHaveLength(1);
    const unknown = await ok('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [globalId('HomeList', 99999), globalId('HomeSlide', 99999)],
    });
    expect(unknown.data.nodes).toEqual([null, null]);
    expect(unknown.calls.sort()).toEqual([
      'GET /api/v1/home-lists/99999/?items_per_list=10&texts=en',
      'GET /api/v1/home-slides/99999/',
    ]);
  });
});

describe('node(Category)', () => {
  it('finds categories of both kinds by id alone, reading both lists at once', async () => {
    const { eventCategories, experienceCategories } = (
      await ok('{ eventCategories { id name kind } experienceCategories { id name kind } }')
    ).data;
    const ids = [eventCategories[0].id, experienceCategories.at(-1).id, globalId('Category', 99999)];
    const { data, calls } = await ok('query($ids: [ID!]!) { nodes(ids: $ids) { ... on Category { id name kind } } }', {
      ids,
    });
    expect(data.nodes).toEqual([eventCategories[0], experienceCategories.at(-1), null]);
    expect(experienceCategories.at(-1).kind).toBe('EXPERIENCE');
    expect(calls.map((call) => call.split('?')[0]).sort()).toEqual([
      'GET /api/v1/events/categories/',
      'GET /api/v1/experiences/categories/',
    ]);
  });

  it('relies on the contract: no id is both an event and an experience category', async () => {
    const { eventCategories, experienceCategories } = (
      await ok('{ eventCategories { rawId } experienceCategories { rawId } }')
    ).data;
    const eventIds = new Set(eventCategories.map((category: { rawId: number }) => category.rawId));
    expect(experienceCategories.some((category: { rawId: number }) => eventIds.has(category.rawId))).toBe(false);
  });
});

// No list resolver primes a loader: the upstream session does it for every answer, as the route table declares.
describe('node lookups of listed items', () => {
  const LIST = '{ edges { node { id } } }';

  it('make no call for events that a list of the same request brings', async () => {
    // Every city: the list asks the upstream at once, while the lookups wait for item traffic (held batch).
    const listed = (await ok(`{ events(first: 5, filter: { cityIds: [] }) ${LIST} }`)).data;
    const wanted = listed.events.edges.map((edge: { node: { id: string } }) => edge.node.id);
    const query = `query($ids: [ID!]!) { events(first: 5, filter: { cityIds: [] }) ${LIST} nodes(ids: $ids) { id } }`;
    const { data, calls } = await ok(query, { ids: wanted });
    expect(data.nodes.map((node: { id: string }) => node.id)).toEqual(wanted);
    expect(calls).toEqual(['GET /api/v1/events/search/?per_page=5&starting=0&texts=en']);
  });
});

// No N+1 on the places screens: the upstream calls of a list do not grow with the number of places shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway, type Edge, type Fields } from '../support/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const LIST = `query($first: Int) { places(first: $first) { edges { node { id name
  category { id name icon } subcategory { id name category { id name } } tags { id name } city { id name }
  openingStatus { state closesAt opensOn opensAt } openingHours { weekday } features image { url } } } } }`;

const routeOf = (call: string) => call.split('?')[0];

describe('places list upstream calls', () => {
  it('makes a fixed set of calls for 20 places with category, subcategory, tags, city and opening status', async () => {
    const response = await gateway.graphql(LIST, { first: 20 });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.places.edges).toHaveLength(20);
    expect(response.calls.map(routeOf).sort()).toEqual([
      'GET /api/v1/cities/',
      'GET /api/v1/places/categories/',
      'GET /api/v1/places/search/',
    ]);
    expect(response.calls).toContain('GET /api/v1/places/categories/?metropolis=1');
  });

  it('makes the same calls for 2 places as for 50', async () => {
    const few = await gateway.graphql(LIST, { first: 2 });
    const many = await gateway.graphql(LIST, { first: 50 });
    expect(many.calls.map(routeOf).sort()).toEqual(few.calls.map(routeOf).sort());
  });

  it('loads several places by id in one call (node lookups)', async () => {
    const list = await gateway.graphql('{ places(first: 5) { edges { node { id } } } }');
    const ids = list.body.data!.places.edges.map((edge: Edge) => edge.node.id);
    const response = await gateway.graphql(
      'query($ids: [ID!]!) { nodes(ids: $ids) { id ... on Place { name category { name } } } }',
      { ids },
    );
    expect(response.body.data!.nodes.map((node: Fields) => node.id)).toEqual(ids);
    expect(response.calls.filter((call) => call.startsWith('GET /api/v1/places/search/'))).toHaveLength(1);
  });

  it('reads the detail screen (place, category, hours, nearby) in a fixed set of calls', async () => {
    const list = await gateway.graphql('{ places(first: 1) { edges { node { slug } } } }');
    const { slug } = list.body.data!.places.edges[0].node;
    const response = await gateway.graphql(
      `query($slug: String) { place(slug: $slug) { id name category { name } subcategory { name } city { name } openingStatus { state }
        nearby(first: 6) { id name category { name } openingStatus { state } } } }`,
      { slug },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.calls.map(routeOf).sort()).toEqual(
      [
        'GET /api/v1/cities/',
        'GET /api/v1/places/categories/',
        'GET /api/v1/places/nearby/',
        `GET /api/v1/places/${slug}/`,
      ].sort(),
    );
  });
});

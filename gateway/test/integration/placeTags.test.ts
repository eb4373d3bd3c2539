// Query.placeTags against the real rest-api: the tags that places carry, named and ordered in the viewer's language,
// searched in English or Arabic, with `first` capped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway, type Edge, type Fields } from '../support/gateway.ts';
import { ARABIC, codes } from '../support/queries.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const QUERY =
  'query($search: String, $first: Int) { placeTags(search: $search, first: $first) { id rawId slug name } }';
const ARABIC_HEADERS = { 'accept-language': 'ar' };

async function tags(variables: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const response = await gateway.graphql(QUERY, variables, headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.placeTags as { id: string; rawId: number; slug: string; name: string }[];
}

const sortedBy = (locale: string, names: string[]) => [...names].sort(new Intl.Collator(locale).compare);

describe('placeTags', () => {
  it('lists the tags places carry, by English name, each a Tag node', async () => {
    const list = await tags();
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((tag) => tag.name)).toEqual(
      sortedBy(
        'en',
        list.map((tag) => tag.name),
      ),
    );
    expect(list.some((tag) => ARABIC.test(tag.name))).toBe(false);
    const { places } = (await gateway.graphql('{ places(first: 100) { edges { node { tags { id } } } } }')).body.data!;
    const listed = new Set(list.map((tag) => tag.id));
    const carried: string[] = places.edges.flatMap((edge: Edge) => edge.node.tags.map((tag: Fields) => tag.id));
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((id) => listed.has(id))).toBe(true);
    const node = (
      await gateway.graphql('query($id: ID!) { node(id: $id) { ... on Tag { slug } } }', { id: list[0].id })
    ).body.data!.node;
    expect(node.slug).toBe(list[0].slug);
  });

  it('names and orders them in Arabic for ar', async () => {
    const english = await tags();
    const arabic = await tags({}, ARABIC_HEADERS);
    expect(arabic.map((tag) => tag.id).sort()).toEqual(english.map((tag) => tag.id).sort());
    expect(arabic.every((tag) => ARABIC.test(tag.name))).toBe(true);
    expect(arabic.map((tag) => tag.name)).toEqual(
      sortedBy(
        'ar',
        arabic.map((tag) => tag.name),
      ),
    );
  });

  it('searches English or Arabic names', async () => {
    const [food] = await tags({ search: 'food' });
    expect(food?.slug).toBe('food');
    expect((await tags({ search: 'طعام' }, ARABIC_HEADERS)).map((tag) => [tag.slug, tag.name])).toEqual([
      ['food', 'طعام'],
    ]);
    expect(await tags({ search: 'no such tag anywhere' })).toEqual([]);
  });

  it('keeps the first `first` by name, and refuses more than 200', async () => {
    const all = await tags({}, ARABIC_HEADERS);
    expect(await tags({ first: 2 }, ARABIC_HEADERS)).toEqual(all.slice(0, 2));
    expect(await tags({ first: 200 })).toHaveLength(all.length);
    const response = await gateway.graphql(QUERY, { first: 201 });
    expect(codes(response.body)).toEqual(['BAD_USER_INPUT']);
    expect(response.body.errors![0].message).toBe('first must be between 0 and 200');
  });
});

// The kind-generic root fields (happenings, happening, happeningCategories) against the per-kind ones they stand for:
// the same data from the same upstream calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const kinds = [
  { kind: 'EVENT', list: 'events', item: 'event', categories: 'eventCategories', other: 'EXPERIENCE' },
  { kind: 'EXPERIENCE', list: 'experiences', item: 'experience', categories: 'experienceCategories', other: 'EVENT' },
] as const;

const ITEM = `id rawId slug kind name startDate endDate isPast price { isFree amount currency } city { id name }
  categories { id name } audiences { id } tags { id name } organizer { id name } attendanceCount tipCount photoCount
  rating { average count } calendarLinks { ics } related(first: 3) { id kind name }`;

interface Kinded {
  id: string;
  kind: string;
}
type Edge = { node: Kinded };

async function run(query: string, variables?: Record<string, unknown>) {
  const response = await gateway.graphql(query, variables);
  expect(response.body.errors).toBeUndefined();
  return { data: response.body.data!, calls: [...response.calls].sort() };
}

/** The per-kind query and the generic one, each after a first run (reference data is cached across requests). */
async function both(perKind: string, generic: string, variables: Record<string, unknown>) {
  await run(perKind, variables);
  return [await run(perKind, variables), await run(generic, variables)] as const;
}

describe.each(kinds)('$kind', ({ kind, list, item, categories, other }) => {
  const page = (field: string, kindArg: string) =>
    `query(${kindArg ? '$kind: ItemKind!, ' : ''}$first: Int, $after: String, $filter: HappeningFilter) {
      page: ${field}(${kindArg}first: $first, after: $after, filter: $filter) {
        totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ITEM} } } } }`;
  const perKindPage = page(list, '');
  const genericPage = page('happenings', 'kind: $kind, ');

  it('lists and pages like the per-kind list, with the same upstream calls', async () => {
    const first = { kind, first: 5, filter: { cityIds: [] } };
    const [expected, actual] = await both(perKindPage, genericPage, first);
    expect(actual).toEqual(expected);
    expect(actual.calls.some((call) => call.includes('/search'))).toBe(true);
    expect(actual.data.page.edges).toHaveLength(5);
    expect(actual.data.page.edges.every((edge: Edge) => edge.node.kind === kind)).toBe(true);

    const next = { ...first, after: actual.data.page.pageInfo.endCursor };
    const [expectedNext, actualNext] = await both(perKindPage, genericPage, next);
    expect(actualNext).toEqual(expectedNext);
    const ids = [...actual.data.page.edges, ...actualNext.data.page.edges].map((edge: Edge) => edge.node.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters like the per-kind list', async () => {
    const { data } = await run(genericPage, { kind, first: 1, filter: { cityIds: [] } });
    const category = data.page.edges[0].node.categories[0].id;
    const filtered = { kind, first: 20, filter: { cityIds: [], categoryIds: [category], period: 'THIS_MONTH' } };
    const [expected, actual] = await both(perKindPage, genericPage, filtered);
    expect(actual).toEqual(expected);
  });

  it('finds one by id or slug like the per-kind field, with the same upstream calls', async () => {
    const { data } = await run(genericPage, { kind, first: 1, filter: { cityIds: [] } });
    const { id, slug } = data.page.edges[0].node;
    const one = (field: string, kindArg: string) =>
      `query(${kindArg ? '$kind: ItemKind!, ' : ''}$id: ID, $slug: String) {
        one: ${field}(${kindArg}id: $id, slug: $slug) { __typename ${ITEM} } }`;
    for (const variables of [
      { kind, id },
      { kind, slug },
    ]) {
      const [expected, actual] = await both(one(item, ''), one('happening', 'kind: $kind, '), variables);
      expect(actual).toEqual(expected);
      expect(actual.data.one).toMatchObject({ id, slug, kind, __typename: item === 'event' ? 'Event' : 'Experience' });
      expect(actual.data.one.related.every((related: Kinded) => related.kind === kind && related.id !== id)).toBe(true);
    }
  });

  it('is null for an unknown slug or one of the other kind, and refuses an id of the other kind', async () => {
    const { data } = await run(genericPage, { kind: other, first: 1, filter: { cityIds: [] } });
    const { id, slug } = data.page.edges[0].node;
    const lookup = `query($kind: ItemKind!, $id: ID, $slug: String) {
      happening(kind: $kind, id: $id, slug: $slug) { id } }`;
    expect((await run(lookup, { kind, slug: 'no-such-happening' })).data).toEqual({ happening: null });
    expect((await run(lookup, { kind, slug })).data).toEqual({ happening: null });
    expect(codes((await gateway.graphql(lookup, { kind, id })).body)).toEqual(['BAD_USER_INPUT']);
    expect(codes((await gateway.graphql(lookup, { kind, id: globalId('City', 1) })).body)).toEqual(['BAD_USER_INPUT']);
    expect(codes((await gateway.graphql(lookup, { kind })).body)).toEqual(['BAD_USER_INPUT']);
  });

  it('lists the categories of the kind, with the same upstream calls', async () => {
    const [expected, actual] = await both(
      `{ categories: ${categories} { id rawId name kind } }`,
      'query($kind: ItemKind!) { categories: happeningCategories(kind: $kind) { id rawId name kind } }',
      { kind },
    );
    expect(actual).toEqual(expected);
    expect(actual.data.categories.length).toBeGreaterThan(0);
    expect(actual.data.categories.every((category: Kinded) => category.kind === kind)).toBe(true);
  });
});

it('asks for the fields of both kinds once, on the interface', async () => {
  const query = `{ events(first: 1, filter: { cityIds: [] }) { edges { node { ...Fields } } }
    experiences(first: 1, filter: { cityIds: [] }) { edges { node { ...Fields } } } }
    fragment Fields on Happening { kind related(first: 1) { kind } }`;
  const { data } = await run(query);
  expect(data.events.edges[0].node.kind).toBe('EVENT');
  expect(data.experiences.edges[0].node.kind).toBe('EXPERIENCE');
});

// No N+1 for the tips and photos of a list: the first pages of 20 events come in one call per list, and they are
// exactly what each event's own list route answers; a later page still goes to the item's own route.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { identityHeaders } from '../../src/upstream/client.ts';
import { startGateway, type TestGateway, type Edge, type Fields } from '../support/gateway.ts';
import { data, itemId, member, postTip, type Member } from '../support/community.ts';

let gateway: TestGateway;
let reader: Member;
beforeAll(async () => {
  gateway = await startGateway();
  reader = await member(gateway);
});
afterAll(() => gateway.close());

const matching = (calls: string[], pattern: RegExp) => calls.filter((call) => pattern.test(call));
const EVENTS = (fields: string) =>
  `{ events(first: 20, filter: { cityIds: [] }) { edges { node { rawId ${fields} } } } }`;
const LISTS = `tips(first: 2) { totalCount edges { node { rawId text viewerHasVoted } } pageInfo { hasNextPage endCursor } }
  photos(first: 3) { totalCount edges { node { rawId caption } } pageInfo { hasNextPage } }`;

/** The item's own list, straight from the rest-api with the reader's bearer. */
async function ownList(kind: 'tips' | 'photos', id: number, pageSize: number) {
  const headers = identityHeaders(
    { locale: 'en', authorization: reader.headers.authorization },
    loadConfig({}).clientKey,
  );
  const response = await fetch(`${inject('restApiUrl')}/api/v1/events/${id}/${kind}/?page_size=${pageSize}`, {
    headers,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { count: number; results: { id: number; voted_by_me?: boolean }[] };
}

describe("the first pages of a list's tips and photos", () => {
  it('take one tips call and one photos call for 20 events, besides the calls of the list itself', async () => {
    await postTip(gateway, await itemId(gateway, 'events', 6), reader);
    const plain = await gateway.graphql(EVENTS(''), undefined, reader.headers);
    const response = await gateway.graphql(EVENTS(LISTS), undefined, reader.headers);
    const events = data(response).events.edges;
    expect(events).toHaveLength(20);
    expect(matching(response.calls, /^GET \/api\/v1\/events\/tips\/\?entity_ids=[\d,]+&page_size=2$/)).toHaveLength(1);
    expect(matching(response.calls, /^GET \/api\/v1\/events\/photos\/\?entity_ids=[\d,]+&page_size=3$/)).toHaveLength(
      1,
    );
    expect(matching(response.calls, /\/events\/\d+\/(tips|photos)\//)).toEqual([]);
    expect([...response.calls].sort()).toEqual(
      [...plain.calls, ...matching(response.calls, /\/events\/(tips|photos)\/\?/)].sort(),
    );
    const ids = new URL(`http://x${matching(response.calls, /\/events\/tips\//)[0].split(' ')[1]}`).searchParams
      .get('entity_ids')!
      .split(',');
    expect(ids.map(Number).sort((a, b) => a - b)).toEqual(
      events.map((edge: Edge) => edge.node.rawId).sort((a: number, b: number) => a - b),
    );
  });

  it("equal each event's own first page (counts, order, the viewer's votes)", async () => {
    const events = data(await gateway.graphql(EVENTS(LISTS), undefined, reader.headers)).events.edges.map(
      (edge: Edge) => edge.node,
    );
    expect(events.some((event: Fields) => event.tips.totalCount > 0)).toBe(true);
    for (const event of events) {
      const tips = await ownList('tips', event.rawId, 2);
      expect(event.tips.totalCount).toBe(tips.count);
      expect(event.tips.edges.map((edge: Edge) => [edge.node.rawId, edge.node.viewerHasVoted])).toEqual(
        tips.results.map((tip) => [tip.id, tip.voted_by_me]),
      );
      expect(event.tips.pageInfo.hasNextPage).toBe(tips.count > 2);
      const photos = await ownList('photos', event.rawId, 3);
      expect(event.photos.totalCount).toBe(photos.count);
      expect(event.photos.edges.map((edge: Edge) => edge.node.rawId)).toEqual(photos.results.map((photo) => photo.id));
    }
  });

  it("reads a later page (after a cursor) from the item's own route", async () => {
    const subject = await itemId(gateway, 'events', 6);
    for (let n = 0; n < 3; n++) await postTip(gateway, subject, reader, `Later page tip ${n}`);
    const query = `query ($id: ID!, $after: String) { node(id: $id) { ... on Event { rawId tips(first: 2, after: $after) {
      totalCount edges { node { rawId } } pageInfo { endCursor } } } } }`;
    const first = await gateway.graphql(query, { id: subject }, reader.headers);
    const { rawId, tips } = data(first).node;
    expect(matching(first.calls, /\/events\/tips\/\?entity_ids=/)).toHaveLength(1);
    const second = await gateway.graphql(query, { id: subject, after: tips.pageInfo.endCursor }, reader.headers);
    expect(matching(second.calls, /\/events\/tips\/\?entity_ids=/)).toEqual([]);
    expect(matching(second.calls, new RegExp(`^GET /api/v1/events/${rawId}/tips/\\?page=2&page_size=2$`))).toHaveLength(
      1,
    );
    const own = await ownList('tips', rawId, 4);
    expect([...tips.edges, ...data(second).node.tips.edges].map((edge: Edge) => edge.node.rawId)).toEqual(
      own.results.map((tip) => tip.id),
    );
  });
});

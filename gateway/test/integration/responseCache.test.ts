// The response cache of visitors' queries: a visitor's repeated query is answered without the upstream, per language;
// members never get it (their own fields stay theirs: member A, a visitor and member B each see their own), and a
// write empties it; writes never come from it (test/support/writesThroughCache.ts).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { ATTEND, data, itemId, member, RATE, type Member } from '../support/community.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { describeWritesThroughCache } from '../support/writesThroughCache.ts';

let gateway: TestGateway;
let memberA: Member;
let memberB: Member;
let eventId: string;
beforeAll(async () => {
  gateway = await startGateway({ responseCacheTtlMs: 30_000 });
  memberA = await member(gateway);
  memberB = await member(gateway);
  eventId = await itemId(gateway, 'events', 7);
});
afterAll(() => gateway.close());

const SCREEN = `query ($id: ID!) {
  viewer { me { rawId } }
  node(id: $id) { ... on Event { id name attendanceCount viewerAttendance rating { count viewerValue } } }
}`;

const read = (headers: Record<string, string> = {}) => gateway.graphql(SCREEN, { id: eventId }, headers);

describe('response cache', () => {
  it('answers a visitor again from the cache, per language', async () => {
    const first = await read();
    expect(first.calls.length).toBeGreaterThan(0);
    const again = await read();
    expect(again.calls).toEqual([]);
    expect(again.body).toEqual(first.body);
    const arabic = await read({ 'accept-language': 'ar' });
    expect(arabic.calls.length).toBeGreaterThan(0);
    expect(data(arabic).node.name).not.toBe(data(first).node.name);
  });

  it("never serves a member's own fields to another session: member A, a visitor and member B", async () => {
    // Member A rates and attends the event; their answer is theirs.
    const rate = data(await gateway.graphql(RATE, { input: { subjectId: eventId, value: 4 } }, memberA.headers)).rate;
    expect(rate.userErrors).toEqual([]);
    await gateway.graphql(ATTEND, { input: { happeningId: eventId, status: 'GOING' } }, memberA.headers);
    const a = data(await read(memberA.headers));
    expect(a.viewer.me.rawId).toBe(memberA.rawId);
    expect(a.node.viewerAttendance).toBe('GOING');
    expect(a.node.rating.viewerValue).toBe(4);

    // A visitor, then member B, right after (and again): nobody gets A's fields.
    for (let round = 0; round < 2; round++) {
      const visitor = data(await read());
      expect(visitor.viewer.me).toBeNull();
      expect(visitor.node.viewerAttendance).toBeNull();
      expect(visitor.node.rating.viewerValue).toBeNull();
      expect(visitor.node.attendanceCount).toBe(a.node.attendanceCount);

      const b = await read(memberB.headers);
      expect(b.calls.length).toBeGreaterThan(0);
      expect(data(b).viewer.me.rawId).toBe(memberB.rawId);
      expect(data(b).node.viewerAttendance).toBeNull();
      expect(data(b).node.rating.viewerValue).toBeNull();
    }
    // Member A again: their own fields, from the upstream.
    const aAgain = await read(memberA.headers);
    expect(aAgain.calls.length).toBeGreaterThan(0);
    expect(data(aAgain).node.rating.viewerValue).toBe(4);
  });

  it("is emptied by a member's write: the visitor sees the new counts at once", async () => {
    const before = data(await read()).node;
    expect((await read()).calls).toEqual([]);
    const rate = data(await gateway.graphql(RATE, { input: { subjectId: eventId, value: 5 } }, memberB.headers)).rate;
    expect(rate.userErrors).toEqual([]);
    const after = await read();
    expect(after.calls.length).toBeGreaterThan(0);
    expect(data(after).node.rating.count).toBe(before.rating.count + 1);
  });
});

describe("the app's persisted operations", () => {
  const manifest = JSON.parse(readFileSync(loadConfig({}).persistedOperationsFile, 'utf8')) as Record<string, string>;
  const idOf = (operation: string) => Object.keys(manifest).find((id) => manifest[id].includes(` ${operation}`))!;

  it('answers a persisted query (a documentId) from the cache, never a persisted mutation', async () => {
    const query = { documentId: idOf('PushPromptKeyQuery {') };
    expect((await gateway.post(query)).calls.length).toBeGreaterThan(0);
    expect((await gateway.post(query)).calls).toEqual([]);
    const input = {
      name: 'Persisted',
      email: 'persisted@example.com',
      message: 'Sent twice.',
      requestType: 'COMPLAINT',
    };
    const send = { documentId: idOf('useSendContactMessageMutation('), variables: { input } };
    for (let n = 0; n < 2; n++) expect((await gateway.post(send)).calls).toEqual(['POST /api/v1/contact-messages/']);
  });
});

describeWritesThroughCache('memory', () => gateway);

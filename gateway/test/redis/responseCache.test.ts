// The response cache on its Redis store (TEST_REDIS_URL), shared by two gateways: a visitor's query kept by one is
// answered by the other, a write through either empties it for both, and writes are made and answered by the upstream
// every time.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ATTEND, data, itemId, member } from '../support/community.ts';
import type { TestGateway } from '../support/gateway.ts';
import { inspector, startRedisGateway, testRedisUrl, uniqueKeyPrefix } from '../support/redis.ts';
import { describeWritesThroughCache } from '../support/writesThroughCache.ts';

const keyPrefix = uniqueKeyPrefix();
const redis = inspector(testRedisUrl!);
const gateways: TestGateway[] = [];

async function readyGateway(): Promise<TestGateway> {
  const gateway = await startRedisGateway(keyPrefix, { responseCacheTtlMs: 30_000 });
  gateways.push(gateway);
  return gateway;
}

beforeAll(async () => {
  await readyGateway();
  await readyGateway();
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await redis.cleanUp(keyPrefix);
  await redis.close();
});

it('answers a visitor from what another gateway kept, until a write through either', async () => {
  const [first, second] = gateways;
  const eventId = await itemId(first, 'events', 7);
  const screen = `query ($id: ID!) { node(id: $id) { ... on Event { id attendanceCount } } }`;
  const kept = await first.graphql(screen, { id: eventId });
  expect(kept.calls.length).toBeGreaterThan(0);
  const shared = await second.graphql(screen, { id: eventId });
  expect(shared.calls).toEqual([]);
  expect(shared.body).toEqual(kept.body);

  const attendee = await member(second);
  const attend = await second.graphql(ATTEND, { input: { happeningId: eventId, status: 'GOING' } }, attendee.headers);
  expect(attend.body.errors).toBeUndefined();
  const fresh = await first.graphql(screen, { id: eventId });
  expect(fresh.calls.length).toBeGreaterThan(0);
  expect(data(fresh).node.attendanceCount).toBe(data(kept).node.attendanceCount + 1);
});

describeWritesThroughCache('Redis', () => gateways[0]);

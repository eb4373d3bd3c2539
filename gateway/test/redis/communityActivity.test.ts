// Live activity shared through Redis (TEST_REDIS_URL): a write through one gateway reaches a subscriber of another.
import { afterAll, expect, it } from 'vitest';
import { itemId, member, postTip } from '../support/community.ts';
import type { TestGateway } from '../support/gateway.ts';
import { startRedisGateway, uniqueKeyPrefix } from '../support/redis.ts';
import { connect, settle, watch } from '../support/subscriptions.ts';

const keyPrefix = uniqueKeyPrefix();
const gateways: TestGateway[] = [];
const clients: ReturnType<typeof connect>[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await Promise.all(gateways.map((gateway) => gateway.close()));
});

async function readyGateway(): Promise<TestGateway> {
  const gateway = await startRedisGateway(keyPrefix);
  gateways.push(gateway);
  return gateway;
}

it("a tip posted through one gateway reaches a subscriber of the other, once, with the item's new count", async () => {
  const [writer, reader] = [await readyGateway(), await readyGateway()];
  const author = await member(writer);
  const event = await itemId(writer, 'events', 6);
  const before = (await writer.graphql(`query ($id: ID!) { event(id: $id) { tipCount } }`, { id: event })).body.data
    ?.event.tipCount;

  const client = connect(reader);
  clients.push(client);
  const events = watch(
    client,
    'subscription ($id: ID!) { reviewableActivity(subjectId: $id) { kind subject { tipCount } tipEdge { node { id text } } } }',
    { id: event },
  );
  await settle();
  const tip = await postTip(writer, event, author, 'Through Redis');

  expect((await events.next()).data.reviewableActivity).toEqual({
    kind: 'TIP_ADDED',
    subject: { tipCount: before + 1 },
    tipEdge: { node: { id: tip.id, text: 'Through Redis' } },
  });
  await expect(events.next(500)).rejects.toThrow(/no event/);
});

// Two gateway instances sharing Redis (TEST_REDIS_URL) share the reference data: one upstream cities call between them.
import { afterAll, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { inspector, testRedisUrl, uniqueKeyPrefix } from '../support/redis.ts';

const keyPrefix = uniqueKeyPrefix();
const redis = inspector(testRedisUrl!);
const gateways: TestGateway[] = [];

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await redis.cleanUp(keyPrefix);
  await redis.close();
});

async function readyGateway(): Promise<TestGateway> {
  const gateway = await startGateway({
    redisUrl: testRedisUrl,
    redisKeyPrefix: keyPrefix,
    referenceCacheTtlMs: 60_000,
  });
  gateways.push(gateway);
  // Commands are not queued while the connection opens (those requests read the upstream), so wait until it is ready.
  const deadline = Date.now() + 5000;
  while (gateway.gateway.redis?.client.status !== 'ready') {
    if (Date.now() > deadline) throw new Error('the gateway did not connect to Redis');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return gateway;
}

const citiesCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /api/v1/cities/'));
const viewerCity = '{ viewer { city { rawId name } } }';

it('two gateways sharing Redis make one upstream cities call between them', async () => {
  const [first, second] = [await readyGateway(), await readyGateway()];

  const fromFirst = await first.graphql(viewerCity);
  expect(fromFirst.body.data?.viewer.city).toEqual({ rawId: 1, name: 'Jeddah' });
  const fromSecond = await second.graphql(viewerCity, undefined, { 'accept-language': 'ar' });
  expect(fromSecond.body.errors).toBeUndefined();
  expect(fromSecond.body.data?.viewer.city.rawId).toBe(1);
  expect(fromSecond.body.data?.viewer.city.name).not.toBe('Jeddah');

  expect(citiesCalls(fromFirst.calls)).toHaveLength(1);
  expect(citiesCalls(fromSecond.calls)).toHaveLength(0);
  expect((await redis.keys(`${keyPrefix}ref:`)).some((key) => key.startsWith(`${keyPrefix}ref:api/v1/cities/`))).toBe(
    true,
  );
});

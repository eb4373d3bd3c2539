// Two gateway instances sharing Redis (TEST_REDIS_URL) share the reference data: one upstream cities call between them.
import { afterAll, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway.ts';
import { inspector, startRedisGateway, testRedisUrl, uniqueKeyPrefix } from '../support/redis.ts';

const keyPrefix = uniqueKeyPrefix();
const redis = inspector(testRedisUrl!);
const gateways: TestGateway[] = [];

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await redis.cleanUp(keyPrefix);
  await redis.close();
});

async function readyGateway(): Promise<TestGateway> {
  const gateway = await startRedisGateway(keyPrefix, { referenceCacheTtlMs: 60_000 });
  gateways.push(gateway);
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

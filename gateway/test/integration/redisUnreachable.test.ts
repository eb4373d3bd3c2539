// Redis is optional: with an unreachable REDIS_URL the gateway answers from the upstream, quickly, and closes cleanly.
import { afterAll, expect, it } from 'vitest';
import { RedisConnection } from '../../src/redis/connection.ts';
import { RedisReferenceCache } from '../../src/referenceCache/redis.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { recordingLogger } from '../support/recordingLogger.ts';

const unreachable = 'redis://127.0.0.1:1';
let gateway: TestGateway | undefined;

afterAll(() => gateway?.close());

it('a gateway with an unreachable REDIS_URL still answers queries from the upstream, every time', async () => {
  gateway = await startGateway({ redisUrl: unreachable, referenceCacheTtlMs: 60_000, responseCacheTtlMs: 30_000 });
  // Twice in each language: the response cache cannot know its generation, so it neither keeps nor answers anything.
  for (const language of ['en', 'ar', 'en', 'ar']) {
    const started = Date.now();
    const { status, body, calls } = await gateway.graphql('{ viewer { city { name } } }', undefined, {
      'accept-language': language,
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer.city.name).toBe(language === 'en' ? 'Jeddah' : 'جدة');
    expect(calls.some((call) => call.startsWith('GET /api/v1/cities/'))).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  }
  expect(gateway.gateway.redis?.client.status).not.toBe('ready');
});

it('an unreachable Redis is logged once however many reads and reconnection attempts fail', async () => {
  const { logger, lines } = recordingLogger();
  const connection = new RedisConnection({ url: unreachable, keyPrefix: 'dalil:' }, logger);
  const cache = new RedisReferenceCache(connection, 60_000);
  let loads = 0;
  for (let read = 0; read < 3; read += 1) {
    expect(await cache.get('cities', async () => ++loads)).toBe(read + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^warn: Redis is unavailable \(.*\): this instance works alone until it is back/);
  expect(lines[0]).not.toContain(unreachable);
  const closing = Date.now();
  await connection.close();
  expect(Date.now() - closing).toBeLessThan(500);
});

// got's HTTP cache between the gateway and the upstream: visitors' public answers are reused while fresh and
// revalidated with their ETag; a member's calls and writes never read nor fill it, whatever the upstream's headers
// say. The reference cache, shared by every request, is filled with visitors' answers only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamHttp } from '../../src/upstream/client.ts';
import type { Logger } from '../../src/logger.ts';
import { RedisConnection } from '../../src/redis/connection.ts';
import { MemoryReferenceCache } from '../../src/referenceCache/memory.ts';
import { MemoryHttpCache, RedisHttpCache, type HttpCacheStore } from '../../src/upstream/httpCache.ts';
import { routes } from '../../src/upstream/routes.ts';
import { UpstreamSession } from '../../src/upstream/session.ts';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.ts';
import { recordingLogger } from '../support/recordingLogger.ts';
import { testRedisUrl, uniqueKeyPrefix } from '../support/redis.ts';

const silent: Logger = recordingLogger().logger;

let upstream: FakeUpstream;
let maxAge = 60;

/** Answers whose body says who asked, with the caching headers of a public answer (even for members). */
function answer(req: IncomingMessage, res: ServerResponse) {
  const who = req.headers.authorization ?? 'visitor';
  const body = JSON.stringify({ count: 1, next: null, previous: null, results: [{ id: 1, who }] });
  const etag = `"${Buffer.from(who).toString('base64url')}"`;
  const headers = { etag, 'cache-control': `public, max-age=${maxAge}`, 'content-type': 'application/json' };
  if (req.headers['if-none-match'] === etag) return res.writeHead(304, headers).end();
  res.writeHead(200, headers).end(body);
}

beforeAll(async () => {
  upstream = await startFakeUpstream(answer);
});
afterAll(() => upstream.close());

const stores: [string, () => Promise<HttpCacheStore>][] = [['memory', async () => new MemoryHttpCache()]];
if (testRedisUrl) {
  stores.push([
    'Redis',
    async () => {
      const connection = new RedisConnection({ url: testRedisUrl!, keyPrefix: uniqueKeyPrefix() }, silent);
      afterAll(() => connection.close());
      while (connection.client.status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 25));
      return new RedisHttpCache(connection);
    },
  ]);
} else {
  console.log('gateway: the Redis store of the HTTP cache is not tested because TEST_REDIS_URL is not set.');
}

describe.each(stores)("got's HTTP cache of the upstream (%s)", (_name, makeStore) => {
  let cache: HttpCacheStore;
  beforeAll(async () => {
    cache = await makeStore();
    maxAge = 60;
  });
  const referenceCache = new MemoryReferenceCache(60_000);
  afterAll(() => referenceCache.close());
  const session = (authorization?: string) =>
    new UpstreamSession({
      http: createUpstreamHttp({ upstreamUrl: upstream.url, upstreamTimeoutMs: 2000 }, { cache }),
      identity: { locale: 'en', authorization },
      clientKey: 'key',
      timeoutMs: 2000,
      referenceCache,
    });
  const whoAnswered = async (authorization?: string, route = routes.audiences()) =>
    ((await session(authorization).get(route)) as { results: { who: string }[] }).results[0].who;

  it("reuses a visitor's fresh answer, and never gives a member's answer to anyone else", async () => {
    const before = upstream.requests.length;
    expect(await whoAnswered()).toBe('visitor');
    expect(await whoAnswered()).toBe('visitor');
    expect(upstream.requests.length - before).toBe(1);

    expect(await whoAnswered('Bearer member-a')).toBe('Bearer member-a');
    expect(await whoAnswered('Bearer member-b')).toBe('Bearer member-b');
    expect(await whoAnswered('Bearer member-a')).toBe('Bearer member-a');
    expect(upstream.requests.length - before).toBe(4);
    expect(await whoAnswered()).toBe('visitor');
    expect(upstream.requests.length - before).toBe(4);
  });

  it('revalidates a stale answer with its ETag (304 keeps the stored body)', async () => {
    maxAge = 0;
    const before = upstream.requests.length;
    const cities = routes.cities({ page_size: 100 });
    expect(await whoAnswered(undefined, cities)).toBe('visitor');
    expect(await whoAnswered(undefined, cities)).toBe('visitor');
    const made = upstream.requests.slice(before);
    expect(made).toHaveLength(2);
    expect(made[1].headers['if-none-match']).toBe(`"${Buffer.from('visitor').toString('base64url')}"`);
  });

  it("neither answers nor keeps a write, a member's or a visitor's", async () => {
    const before = upstream.requests.length;
    const route = routes.audiences();
    for (const authorization of [undefined, 'Bearer member-a', undefined, 'Bearer member-a'])
      await session(authorization).post(route, { name: 'x' });
    expect(upstream.requests.length - before).toBe(4);
    expect(upstream.requests.slice(before).every((request) => request.method === 'POST')).toBe(true);
  });

  it("fills the shared reference cache with a visitor's answer, even when a member's request loads it", async () => {
    const route = routes.placeCategories({ metropolis: 99 });
    const first = await session('Bearer member-a').getReference<{ results: { who: string }[] }>(route);
    expect(first.results[0].who).toBe('visitor');
    expect(upstream.requests.at(-1)!.headers.authorization).toBeUndefined();
    expect(upstream.requests.at(-1)!.headers['x-client-key']).toBe('key');
    const shared = await session().getReference<{ results: { who: string }[] }>(route);
    expect(shared.results[0].who).toBe('visitor');
  });
});

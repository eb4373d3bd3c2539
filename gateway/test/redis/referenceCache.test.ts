// The Redis reference cache against a real Redis (TEST_REDIS_URL): the shared contract, the stored format, sharing
// between instances, and falling back to the loader while Redis is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/logger.ts';
import { RedisConnection } from '../../src/redis/connection.ts';
import { MemoryReferenceCache } from '../../src/referenceCache/memory.ts';
import { createReferenceCache } from '../../src/referenceCache/create.ts';
import { RedisReferenceCache } from '../../src/referenceCache/redis.ts';
import { recordingLogger } from '../support/recordingLogger.ts';
import { inspector, testRedisUrl, uniqueKeyPrefix } from '../support/redis.ts';
import { describeReferenceCacheContract } from '../support/referenceCacheContract.ts';
import { startTcpProxy } from '../support/tcpProxy.ts';

const url = testRedisUrl!;
const keyPrefix = uniqueKeyPrefix();
const redis = inspector(url);
const connections: RedisConnection[] = [];
const silent: Logger = recordingLogger().logger;

async function connect(options: { url?: string; logger?: Logger; prefix?: string } = {}): Promise<RedisConnection> {
  const connection = new RedisConnection(
    { url: options.url ?? url, keyPrefix: options.prefix ?? keyPrefix },
    options.logger ?? silent,
  );
  connections.push(connection);
  await until(() => connection.client.status === 'ready');
  return connection;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let shared: RedisConnection | undefined;
beforeAll(async () => {
  shared = await connect();
});

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
  await redis.cleanUp(keyPrefix);
  await redis.close();
});

describeReferenceCacheContract('Redis', {
  create: (ttlMs) => {
    if (!shared) throw new Error('no Redis connection yet');
    return createReferenceCache(ttlMs, shared);
  },
  elapse: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ttlMs: 600,
  reset: () => redis.cleanUp(keyPrefix),
});

describe('Redis reference cache', () => {
  it('is what the factory picks with a connection and a lifetime', async () => {
    expect(createReferenceCache(1000, shared)).toBeInstanceOf(RedisReferenceCache);
    expect(createReferenceCache(0, shared)).toBeInstanceOf(MemoryReferenceCache);
    expect(createReferenceCache(1000, undefined)).toBeInstanceOf(MemoryReferenceCache);
  });

  it('stores JSON under <prefix>ref: with the lifetime as PX', async () => {
    const cache = new RedisReferenceCache(await connect(), 60_000);
    await cache.get('api/v1/cities/?page_size=all', async () => ({ results: [{ id: 1, name_ar: 'جدة' }] }));
    const key = `${keyPrefix}ref:api/v1/cities/?page_size=all`;
    expect(JSON.parse((await redis.client.get(key))!)).toEqual({ results: [{ id: 1, name_ar: 'جدة' }] });
    const ttl = await redis.client.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('treats a value that is not JSON as a miss and replaces it', async () => {
    const cache = new RedisReferenceCache(await connect(), 60_000);
    await redis.client.set(`${keyPrefix}ref:categories`, 'not json {');
    expect(await cache.get('categories', async () => ['music'])).toEqual(['music']);
    expect(await redis.client.get(`${keyPrefix}ref:categories`)).toBe('["music"]');
  });

  it('shares values between instances on separate connections', async () => {
    const prefix = uniqueKeyPrefix();
    const first = new RedisReferenceCache(await connect({ prefix }), 60_000);
    const second = new RedisReferenceCache(await connect({ prefix }), 60_000);
    let loads = 0;
    expect(await first.get('audiences', async () => ++loads)).toBe(1);
    expect(await second.get('audiences', async () => ++loads)).toBe(1);
    expect(loads).toBe(1);
    await redis.cleanUp(prefix);
  });

  it('loads from the upstream while Redis is down, warns once, and stores again once Redis is back', async () => {
    const target = new URL(url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const { logger, lines } = recordingLogger();
    const connection = await connect({ url: proxy.url, logger });
    const cache = new RedisReferenceCache(connection, 60_000);
    let loads = 0;
    const load = async () => ++loads;

    await proxy.stop();
    await until(() => connection.client.status !== 'ready');
    const started = Date.now();
    expect(await cache.get('down', load)).toBe(1);
    expect(await cache.get('down', load)).toBe(2);
    expect(Date.now() - started).toBeLessThan(1000);
    // Reconnection attempts fail for a while: still one warning.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lines.filter((line) => line.startsWith('warn:'))).toHaveLength(1);

    await proxy.start();
    await until(() => connection.client.status === 'ready');
    expect(lines.filter((line) => line.startsWith('info:'))).toEqual(['info: Redis is available again']);
    expect(await cache.get('up', load)).toBe(3);
    expect(await cache.get('up', load)).toBe(3);
    expect(await redis.client.get(`${keyPrefix}ref:up`)).toBe('3');
    await connection.close();
    await proxy.stop();
  });
});

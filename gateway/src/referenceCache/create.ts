// The one place that picks the reference cache: Redis when the gateway has a Redis connection (REDIS_URL), else memory.
import type { RedisConnection } from '../redis/connection.ts';
import type { ReferenceCache } from './cache.ts';
import { MemoryReferenceCache } from './memory.ts';
import { RedisReferenceCache } from './redis.ts';

export function createReferenceCache(ttlMs: number, redis: RedisConnection | undefined): ReferenceCache {
  // A zero lifetime switches caching off, which the memory implementation does by loading every time.
  if (redis && ttlMs > 0) return new RedisReferenceCache(redis, ttlMs);
  return new MemoryReferenceCache(ttlMs);
}

// The store of got's HTTP cache (RFC 9111 through cacheable-request): the upstream's public answers are reused while
// their Cache-Control allows and revalidated with their ETag afterwards (a 304 costs the upstream no query).
// Redis when the gateway has a connection (REDIS_URL), shared by every instance; memory otherwise.
// Only visitors' GETs use it (session.ts): they carry the client key, never a member's token, and the upstream marks
// members' answers private anyway (`Cache-Control: private`, which a shared cache never stores).
import type { RedisConnection } from '../redis/connection.ts';

/** The Keyv store interface that got's `cache` option takes. */
export interface HttpCacheStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlMs?: number): Promise<unknown>;
  delete(key: string): Promise<boolean>;
  clear(): Promise<void>;
}

/** Longest an entry is kept without a lifetime from the caller (a stale entry still serves revalidation). */
const DEFAULT_TTL_MS = 5 * 60_000;

/** Memory, bounded: the oldest entries go first. */
export class MemoryHttpCache implements HttpCacheStore {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();

  constructor(private readonly maxEntries = 2000) {}

  async get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  async set(key: string, value: unknown, ttlMs?: number) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Date.now() + (ttlMs ?? DEFAULT_TTL_MS) });
    return true;
  }

  async delete(key: string) {
    return this.entries.delete(key);
  }

  async clear() {
    this.entries.clear();
  }
}

/** Redis, under `<prefix>http:`; when Redis cannot answer, a read is a miss and a write is skipped. */
export class RedisHttpCache implements HttpCacheStore {
  private readonly prefix: string;

  constructor(private readonly redis: RedisConnection) {
    this.prefix = `${redis.keyPrefix}http:`;
  }

  async get(key: string) {
    return (await this.redis.run((client) => client.get(this.prefix + key))) ?? undefined;
  }

  async set(key: string, value: unknown, ttlMs?: number) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const ttl = Math.max(1, Math.round(ttlMs ?? DEFAULT_TTL_MS));
    return (await this.redis.run((client) => client.set(this.prefix + key, text, 'PX', ttl))) === 'OK';
  }

  async delete(key: string) {
    return ((await this.redis.run((client) => client.del(this.prefix + key))) ?? 0) > 0;
  }

  async clear() {
    // Entries expire on their own; clearing every gateway's cache is not this store's call.
  }
}

export const createHttpCache = (redis: RedisConnection | undefined): HttpCacheStore =>
  redis ? new RedisHttpCache(redis) : new MemoryHttpCache();

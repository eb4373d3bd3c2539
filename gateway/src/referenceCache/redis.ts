// The reference cache in Redis, shared by every gateway instance: one JSON string per key under `<prefix>ref:`,
// expiring through PX. Redis is an optimisation only: when it cannot answer, the value is loaded from the upstream.
import type { RedisConnection } from '../redis/connection.ts';
import type { ReferenceCache } from './cache.ts';

export class RedisReferenceCache implements ReferenceCache {
  /** Loads in flight in this instance, so that concurrent misses of one key make one upstream call. */
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly keyPrefix: string;

  constructor(
    private readonly redis: RedisConnection,
    private readonly ttlMs: number,
  ) {
    if (!Number.isInteger(ttlMs) || ttlMs <= 0) throw new Error('a Redis reference cache needs a positive lifetime');
    this.keyPrefix = `${redis.keyPrefix}ref:`;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.pending.get(key) as Promise<T> | undefined;
    if (!value) {
      value = this.read(this.keyPrefix + key, load);
      this.pending.set(key, value);
      const settled = () => {
        if (this.pending.get(key) === value) this.pending.delete(key);
      };
      value.then(settled, settled);
    }
    return value;
  }

  private async read<T>(redisKey: string, load: () => Promise<T>): Promise<T> {
    const cached = await this.redis.run((client) => client.get(redisKey));
    if (typeof cached === 'string') {
      // A value that is not JSON (written by something else) is a miss, overwritten below.
      try {
        return JSON.parse(cached) as T;
      } catch {
        // Falls through to loading the value again.
      }
    }
    const value = await load();
    if (value !== undefined) {
      await this.redis.run((client) => client.set(redisKey, JSON.stringify(value), 'PX', this.ttlMs));
    }
    return value;
  }

  async close(): Promise<void> {
    this.pending.clear();
  }
}

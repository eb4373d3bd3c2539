// Redis for the tests: TEST_REDIS_URL, a key prefix of its own per run, and the cleanup of that prefix.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** A prefix no other run or test file uses (`dalil:test:<uuid>:`). */
export function uniqueKeyPrefix(): string {
  return `dalil:test:${randomUUID()}:`;
}

/** A plain client to look at what the gateway stored, and to delete it afterwards. */
export function inspector(url: string) {
  const client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  return {
    client,
    async keys(prefix: string): Promise<string[]> {
      const found: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        found.push(...batch);
        cursor = next;
      } while (cursor !== '0');
      return found.sort();
    },
    async cleanUp(prefix: string): Promise<void> {
      const keys = await this.keys(prefix);
      if (keys.length > 0) await client.del(...keys);
    },
    close: () => client.quit(),
  };
}

// Redis for the tests: TEST_REDIS_URL, a key prefix of its own per run, and the cleanup of that prefix.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../../src/config.ts';
import { startGateway, type TestGateway } from './gateway.ts';

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

/**
 * A gateway on Redis under `keyPrefix`, once connected: commands are not queued while the connection opens (requests
 * made meanwhile would read the upstream).
 */
export async function startRedisGateway(
  keyPrefix: string,
  overrides: Partial<GatewayConfig> = {},
): Promise<TestGateway> {
  const gateway = await startGateway({ redisUrl: testRedisUrl, redisKeyPrefix: keyPrefix, ...overrides });
  const deadline = Date.now() + 5000;
  while (gateway.gateway.redis?.client.status !== 'ready') {
    if (Date.now() > deadline) {
      await gateway.close();
      throw new Error('the gateway did not connect to Redis');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return gateway;
}

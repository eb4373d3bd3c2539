// Where the response cache keeps answers, and how a write empties it: every key starts with the store's generation,
// which each write moves on before it is answered. Earlier answers are then never read again (they expire with their
// lifetime), and an answer read before the write but stored after it goes under the old generation, out of reach.
import { createInMemoryCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import type { RedisConnection } from '../../redis/connection.ts';

export interface ResponseStore {
  /** The answers, by key; entities are not tracked (a write empties everything, see above). */
  cache: Cache;
  /** The current generation; null when it cannot be known (Redis unreachable): nothing is read or kept then. */
  generation(): Promise<number | null>;
  /** Moves the generation on: every answer kept so far is out of reach. */
  empty(): Promise<void>;
}

/** One process: a counter, and a bounded memory (the least recently used answers go first). */
export function memoryStore(): ResponseStore {
  const memory = createInMemoryCache();
  let generation = 0;
  return {
    cache: {
      get: (key) => memory.get(key),
      set: (key, data, _entities, ttl) => memory.set(key, data, [], ttl),
      invalidate: () => undefined,
    },
    generation: async () => generation,
    empty: async () => void (generation += 1),
  };
}

/**
 * Redis, shared by every instance: answers under `<prefix>rc:<key>` with their lifetime, the generation under
 * `<prefix>rc:generation`. While Redis is unreachable a lookup is a miss and nothing is kept; each time this instance
 * connects (at its start too) the generation moves on, since writes made while it could not reach Redis did not move it.
 */
export function redisStore(redis: RedisConnection): ResponseStore {
  const prefix = `${redis.keyPrefix}rc:`;
  const generationKey = `${prefix}generation`;
  const empty = async () => void (await redis.run((client) => client.incr(generationKey)));
  redis.client.on('ready', () => void empty());
  return {
    cache: {
      get: async (key) => {
        const text = await redis.run((client) => client.get(prefix + key));
        return text ? JSON.parse(text) : undefined;
      },
      set: async (key, data, _entities, ttl) =>
        void (await redis.run((client) => client.set(prefix + key, JSON.stringify(data), 'PX', Math.max(1, ttl)))),
      invalidate: () => undefined,
    },
    generation: async () => {
      const text = await redis.run((client) => client.get(generationKey));
      return text === undefined ? null : Number(text ?? 0);
    },
    empty,
  };
}

// The response cache of visitors' queries (@graphql-yoga/plugin-response-cache): a visitor's screen query (per
// document, variables -- the city among them -- and language) is answered from the cache for up to the configured
// lifetime (at most 60 s). Redis when the gateway has a connection (REDIS_URL), shared by every instance; memory
// otherwise.
//
// - Members never use it: a request with an Authorization header is neither answered from it nor stored in it, so a
//   member's own fields (viewer, viewerHasVoted, their rating and attendance) never reach another session, and a
//   visitor never gets a member's answer.
// - Any successful mutation empties it (every type the schema has, so whatever a write changes is gone), whoever
//   made it; live events come from those same writes. With Redis, the writing gateway empties the shared store; each
//   instance's memory store is emptied by the writes that pass through it.
import { createRedisCache } from '@envelop/response-cache-redis';
import { createInMemoryCache, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { isObjectType, Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RedisConnection } from '../redis/connection.ts';
import { localeFromAcceptLanguage } from '../viewer/locale.ts';

export interface ResponseCacheOptions {
  ttlMs: number;
  redis: RedisConnection | undefined;
}

const isVisitor = (request: Request | undefined) =>
  request?.headers !== undefined && !request.headers.get('authorization');

/**
 * Redis is optional: while it is unreachable (not yet connected, stopped), a lookup is a miss and a store or an
 * invalidation is skipped, so the request is answered as if there were no cache (RedisConnection says so once).
 */
function tolerant(cache: Cache): Cache {
  const quietly = async <T>(command: () => T | PromiseLike<T>): Promise<T | undefined> => {
    try {
      return await command();
    } catch {
      return undefined;
    }
  };
  return {
    get: (id) => quietly(() => cache.get(id)),
    set: async (id, data, entities, ttl) => void (await quietly(() => cache.set(id, data, entities, ttl))),
    invalidate: async (entities) => void (await quietly(() => cache.invalidate(entities))),
  };
}

function storeOf(redis: RedisConnection | undefined): Cache {
  if (!redis) return createInMemoryCache();
  // Its own connection: the cache's commands must not wait behind the shared one's, and it takes the key prefix.
  return tolerant(createRedisCache({ redis: redis.client.duplicate({ keyPrefix: `${redis.keyPrefix}rc:` }) }) as Cache);
}

/** The response cache and the plugin that empties it after every successful mutation. */
export function responseCachePlugins(schema: GraphQLSchema, { ttlMs, redis }: ResponseCacheOptions): Plugin[] {
  if (ttlMs <= 0) return [];
  const cache = storeOf(redis);
  const everyType = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
    .map((type) => ({ typename: type.name }));
  const emptyAfterWrites: Plugin = {
    onExecute({ args }) {
      const document = args.document as DocumentNode;
      const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      if (operation?.operation !== 'mutation') return;
      return {
        onExecuteDone({ result }) {
          if ('errors' in result && result.errors?.length && !('data' in result && result.data)) return;
          void Promise.resolve(cache.invalidate(everyType)).catch(() => undefined);
        },
      };
    },
  };
  return [
    useResponseCache({
      cache,
      ttl: ttlMs,
      // Visitors only; one session per language (the answers' names and messages come in it).
      enabled: (request) => isVisitor(request),
      session: (request) => localeFromAcceptLanguage(request.headers.get('accept-language')),
      // Mutations are left to emptyAfterWrites, which sees members' writes too.
      invalidateViaMutation: false,
      // No cache metadata in the answers sent to the client.
      includeExtensionMetadata: false,
    }),
    emptyAfterWrites,
  ];
}

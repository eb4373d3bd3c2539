// The response cache of visitors' queries (@graphql-yoga/plugin-response-cache): a visitor's query (per document,
// variables -- the city among them -- and language) is answered from the cache for up to the configured lifetime (at
// most 60 s). Redis when the gateway has a connection (REDIS_URL), shared by every instance; memory otherwise
// (stores.ts). docs/operations.md#caches says what each cache keeps.
//
// - Queries only, by the operation's type (operationKind.ts): a mutation or a subscription is never answered from it
//   nor kept in it, whoever sends it (a sign-in is a visitor's request, and its session is the member's alone).
// - Members never use it: a request with an Authorization header is neither answered from it nor stored in it, so a
//   member's own fields (viewer, viewerHasVoted, their rating and attendance) never reach another session, and a
//   visitor never gets a member's answer.
// - Every mutation empties it before it is answered, whoever made it and whatever its outcome (stores.ts). With Redis
//   the shared store is emptied for every instance; each instance's memory store by the writes that pass through it.
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RedisConnection } from '../../redis/connection.ts';
import { localeFromAcceptLanguage } from '../../viewer/locale.ts';
import { operationKind } from './operationKind.ts';
import { memoryStore, redisStore, type ResponseStore } from './stores.ts';

export interface ResponseCacheOptions {
  ttlMs: number;
  redis: RedisConnection | undefined;
}

/**
 * Picks the requests the cache serves as soon as their params are known (after the persisted-operations plugin has
 * put the document in), before the cache's own lookup: a visitor's query. Empties the store after every mutation.
 */
function servedRequests(store: ResponseStore, served: WeakSet<Request>): Plugin {
  return {
    onParams({ params, request }) {
      if (operationKind(params) === 'query' && !request.headers.get('authorization')) served.add(request);
    },
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
      return { onExecuteDone: () => store.empty().catch(() => undefined) };
    },
  };
}

/** The response cache and the plugin that keeps it to visitors' queries and empties it on every mutation. */
export function responseCachePlugins({ ttlMs, redis }: ResponseCacheOptions): Plugin[] {
  if (ttlMs <= 0) return [];
  const store = redis ? redisStore(redis) : memoryStore();
  const served = new WeakSet<Request>();
  return [
    servedRequests(store, served),
    useResponseCache({
      cache: store.cache,
      ttl: ttlMs,
      enabled: (request) => request !== undefined && served.has(request),
      // One session per language (the answers' names and messages come in it) and generation (stores.ts), which a
      // served request reads first; when it cannot be known, the request is not served.
      session: async (request) => {
        if (!served.has(request)) return null;
        const generation = await store.generation().catch(() => null);
        if (generation === null) served.delete(request);
        return `${generation}:${localeFromAcceptLanguage(request.headers.get('accept-language'))}`;
      },
      // Mutations never reach the cache (enabled above): servedRequests empties it after each.
      invalidateViaMutation: false,
      // No cache metadata in the answers sent to the client.
      includeExtensionMetadata: false,
    }),
  ];
}

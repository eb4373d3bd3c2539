// Caching of the public reads (GETs made with the client key, no member): every 200 answer carries an ETag and
// `Cache-Control: public, no-cache` (any cache may keep it, and asks again with If-None-Match before reusing it, so a
// write shows at once), and a matching If-None-Match gets 304. Answers to members are private
// (`Cache-Control: private, no-cache`): they may hold the member's own fields, and are never kept here.
//
// With a TTL, the serialised answers are also kept in memory for that long and served without touching the
// database: the screens' reads (home lists of 100 KB and more) are the same for every visitor. Any write (any method
// but GET, HEAD and OPTIONS) not refused with a 4xx, on this instance or on another one on the same database (the
// change feed, db/changes.ts), empties the memory of every instance before the write is answered; items that end
// meanwhile show after the TTL at most. A TTL of 0 keeps the headers and turns the memory off.
//
// The whole memory goes on a write rather than the entries a write touches: a tip changes its item's counts in
// searches, home lists and recommendations under many URLs, and writes are rare next to visitors' reads.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inProcessChanges, whenListening, type ChangeFeed } from '../db/changes.ts';

interface Stored {
  /** the answer's bytes (sent as they are: no re-encoding of a 100 KB string per hit) */
  body: Buffer;
  etag: string;
  contentType: string;
  expires: number;
}

export interface PublicReadsOptions {
  /** How long an answer is kept and may be reused (ms); 0 turns the memory off. */
  ttlMs: number;
  /** At most this many answers are kept (the oldest goes first). */
  maxEntries?: number;
  /** How writes are told to every instance (in-process when the app is alone on its database). */
  changes?: ChangeFeed;
}

const PUBLIC = 'public, no-cache';
/** Methods that change nothing (RFC 9110): everything else is a write, whatever its route. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isVisitorRead = (request: FastifyRequest) => request.method === 'GET' && request.principal?.kind === 'client';
const keyOf = (request: FastifyRequest) => `${request.headers['accept-language'] ?? ''} ${request.url}`;
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

export function publicReads(
  api: FastifyInstance,
  { ttlMs, maxEntries = 2000, changes = inProcessChanges() }: PublicReadsOptions,
) {
  const stored = new Map<string, Stored>();
  // Bumped by every change: an answer read from the database before a change must not be kept after it.
  let generation = 0;
  const startedAt = new WeakMap<FastifyRequest, number>();
  const forget = () => {
    generation += 1;
    stored.clear();
  };
  // Without the feed (its connection lost), another instance's write would go unheard: the memory is not used then.
  const usable = () => ttlMs > 0 && changes.listening;
  if (ttlMs > 0) {
    const unsubscribe = changes.subscribe(forget);
    api.addHook('onClose', async () => unsubscribe());
    // The listening connection opens with the first subscription: the memory is used from the first read on.
    api.addHook('onReady', () => whenListening(changes));
  }

  const answer = (request: FastifyRequest, reply: FastifyReply, hit: Stored) => {
    reply.header('etag', hit.etag).header('cache-control', PUBLIC).header('vary', 'Accept-Language, Authorization');
    if (matches(request, hit.etag)) return reply.code(304).send();
    return reply.header('content-type', hit.contentType).send(hit.body);
  };

  // After authentication (registered after it), before validation and the handler.
  api.addHook('onRequest', async (request, reply) => {
    if (!usable() || !isVisitorRead(request)) return;
    startedAt.set(request, generation);
    const hit = stored.get(keyOf(request));
    if (!hit) return;
    if (hit.expires <= Date.now()) {
      stored.delete(keyOf(request));
      return;
    }
    return answer(request, reply, hit);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      // A server error may come after the write's change was made: only a refusal (4xx) surely changed nothing.
      if (reply.statusCode < 400 || reply.statusCode >= 500) await changes.publish();
      return payload;
    }
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag'))
      return payload;
    const etag = etagOf(payload);
    if (!isVisitorRead(request)) {
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization');
    } else {
      reply.header('etag', etag).header('cache-control', PUBLIC).header('vary', 'Accept-Language, Authorization');
      if (usable() && startedAt.get(request) === generation) {
        if (stored.size >= maxEntries) stored.delete(stored.keys().next().value!);
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        stored.set(keyOf(request), { body: Buffer.from(payload), etag, contentType, expires: Date.now() + ttlMs });
      }
    }
    if (matches(request, etag)) {
      reply.code(304).removeHeader('content-type');
      return '';
    }
    return payload;
  });
}

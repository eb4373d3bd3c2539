// Caching of the public reads (GETs made with the client key, no member): every 200 answer carries an ETag and
// `Cache-Control: public, no-cache` (any cache may keep it, and asks again with If-None-Match before reusing it, so a
// write shows at once), and a matching If-None-Match gets 304. Answers to members are private
// (`Cache-Control: private, no-cache`): they may hold the member's own fields.
//
// With a TTL, the serialised answers are also kept in memory for that long and served without touching the
// database: the screens' reads (home lists of 100 KB and more) are the same for every visitor. Any successful write
// on this instance empties the memory at once; another instance's writes show after the TTL at most, and so do
// items that end meanwhile. A TTL of 0 keeps the headers and turns the memory off.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
}

const PUBLIC = 'public, no-cache';

const isVisitorRead = (request: FastifyRequest) => request.method === 'GET' && request.principal?.kind === 'client';
const keyOf = (request: FastifyRequest) => `${request.headers['accept-language'] ?? ''} ${request.url}`;
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

export function publicReads(api: FastifyInstance, { ttlMs, maxEntries = 2000 }: PublicReadsOptions) {
  const stored = new Map<string, Stored>();

  const answer = (request: FastifyRequest, reply: FastifyReply, hit: Stored) => {
    reply.header('etag', hit.etag).header('cache-control', PUBLIC).header('vary', 'Accept-Language, Authorization');
    if (matches(request, hit.etag)) return reply.code(304).send();
    return reply.header('content-type', hit.contentType).send(hit.body);
  };

  // After authentication (registered after it), before validation and the handler.
  api.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || !isVisitorRead(request)) return;
    const hit = stored.get(keyOf(request));
    if (!hit) return;
    if (hit.expires <= Date.now()) {
      stored.delete(keyOf(request));
      return;
    }
    return answer(request, reply, hit);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET') {
      if (reply.statusCode < 400) stored.clear();
      return payload;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload);
    if (!isVisitorRead(request)) {
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization');
    } else {
      reply.header('etag', etag).header('cache-control', PUBLIC).header('vary', 'Accept-Language, Authorization');
      if (ttlMs > 0) {
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

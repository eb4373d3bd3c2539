// Content coding of responses: choosing br, gzip or none from Accept-Encoding, and compressing bodies made at request
// time (rendered pages, GraphQL answers). Files of the built client are compressed at build time (static.ts).
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** The codings this server can produce, best first: on equal q-values the earlier one wins. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** Below this a compressed body saves less than the work and the Content-Encoding header cost. */
export const MIN_COMPRESS_BYTES = 1024;

/** The q-value of each coding the header names (`*` included); an unparsable q counts as 1, like a missing one. */
function qValues(acceptEncoding: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.map((param) => /^q=([0-9.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    const value = q === undefined ? 1 : Number(q);
    values.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 1);
  }
  return values;
}

/**
 * The coding to answer with, among `available` (in the server's order of preference), by the request's
 * Accept-Encoding: the highest q-value wins, ties go to the server's order; `q=0` refuses a coding. No header means
 * any coding is acceptable, but the identity is the safe answer then (RFC 9110, section 12.5.3). The identity stays
 * acceptable unless refused by name or by `*;q=0`, after every coding the header names, and is the answer when
 * nothing else is.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined | null,
  available: readonly Encoding[] = ENCODINGS,
): Encoding {
  if (!acceptEncoding?.trim()) return 'identity';
  const q = qValues(acceptEncoding);
  const wildcard = q.get('*');
  // An unnamed identity is acceptable, but only as the last choice: it must not beat a coding the header names.
  const unnamed = (encoding: Encoding) => wildcard ?? (encoding === 'identity' ? Number.MIN_VALUE : 0);
  const qOf = (encoding: Encoding) => q.get(encoding) ?? unnamed(encoding);
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of available) {
    const value = qOf(encoding);
    if (value > bestQ) [best, bestQ] = [encoding, value];
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` in `encoding`, at a level for request time (brotli 4, gzip 6: most of the saving for a fraction of the work
 * of the maximum levels the build uses). Brotli 4 rather than 5: on a Home answer (40 KB) it took about a third less
 * CPU (0.55 against 0.9 ms) for an answer 8 % larger (5.2 against 4.8 KB): docs/performance.md#beside-graphql-mesh.
 */
export async function encodeBody(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'br')
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  return gzipAsync(body, { level: 6 });
}

/**
 * The body to send for a request with `acceptEncoding`: compressed when the client accepts a coding and the body is
 * at least MIN_COMPRESS_BYTES, else as it is (`encoding` 'identity').
 */
export async function compressForRequest(
  acceptEncoding: string | undefined | null,
  body: Buffer,
): Promise<{ body: Buffer; encoding: Encoding }> {
  const encoding = body.length < MIN_COMPRESS_BYTES ? 'identity' : negotiateEncoding(acceptEncoding);
  return encoding === 'identity' ? { body, encoding } : { body: await encodeBody(body, encoding), encoding };
}

/** Adds Accept-Encoding to a Vary header value (string or list), keeping what it named. */
export function varyOnEncoding(vary: string | number | readonly string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}

/** A weak validator of a body: the same for each of its codings, which are the same content (RFC 9110, 8.8.1). */
export const weakEtagOf = (body: Buffer | string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names `etag` (weak comparison) or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a text body made at request time (an HTML page, a JSON document): compressed by the request's
 * Accept-Encoding, with Content-Length, `Vary: Accept-Encoding` and, for a 200 that may be stored, a weak ETag that
 * answers a matching If-None-Match with 304. HEAD gets the headers only. `headers` should carry Content-Type and
 * Cache-Control; an ETag there is kept.
 */
export async function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string | Buffer,
): Promise<void> {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  const lowered = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const cacheControl = String(lowered['cache-control'] ?? '');
  const validated = status === 200 && !/no-store/i.test(cacheControl);
  const etag = typeof lowered.etag === 'string' ? lowered.etag : validated ? weakEtagOf(raw) : undefined;
  const common: OutgoingHttpHeaders = { ...lowered, vary: varyOnEncoding(lowered.vary) };
  if (etag) common.etag = etag;

  if (etag && validated && matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    delete common['content-type'];
    delete common['content-length'];
    res.writeHead(304, common).end();
    return;
  }
  const encoded = await compressForRequest(req.headers['accept-encoding'], raw);
  if (encoded.encoding !== 'identity') common['content-encoding'] = encoded.encoding;
  common['content-length'] = encoded.body.length;
  res.writeHead(status, common);
  res.end(req.method === 'HEAD' ? undefined : encoded.body);
}

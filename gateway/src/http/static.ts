// The built web client: files with their content types, caching and precompressed variants, SPA fallback to
// index.html.
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { matchesIfNoneMatch, negotiateEncoding, sendText, type Encoding } from './compression.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** Hashed build output never changes; everything else (index.html, favicon, manifest) is revalidated (ETag). */
export const cacheControlOf = (urlPath: string) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dalil is not built yet</title></head>
<body><h1>The web client is not built yet</h1><p>Run <code>npm run build</code> at the repository root, then reload.</p></body></html>
`;

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** Sibling files the client build writes for compressible files (client/build/precompress.ts), by coding. */
const PRECOMPRESSED: { encoding: Exclude<Encoding, 'identity'>; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** A built file and the precompressed variants that exist beside it. */
interface Representation {
  file: string;
  stats: Stats;
  variants: Map<Encoding, { file: string; stats: Stats }>;
}

async function representation(file: string, stats: Stats): Promise<Representation> {
  const variants = new Map<Encoding, { file: string; stats: Stats }>();
  if (!PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix)))
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const variantStats = await fileStats(file + suffix);
      if (variantStats) variants.set(encoding, { file: file + suffix, stats: variantStats });
    }
  return { file, stats, variants };
}

/** A validator of the file: precompressed variants are written by the same build, so they share it. */
const etagOf = (stats: Stats) => `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

/**
 * Sends a built file: the precompressed variant the request's Accept-Encoding prefers, with its Content-Encoding and
 * length, `Vary: Accept-Encoding` when there is a choice, and an ETag that turns a matching If-None-Match into 304.
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  { file, stats, variants }: Representation,
  cacheControl: string,
) {
  const etag = etagOf(stats);
  const headers: OutgoingHttpHeaders = { 'cache-control': cacheControl, etag };
  if (variants.size) headers.vary = 'Accept-Encoding';
  if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = negotiateEncoding(req.headers['accept-encoding'], [...variants.keys(), 'identity']);
  const chosen = variants.get(encoding) ?? { file, stats };
  res.writeHead(200, {
    ...headers,
    'content-type': contentTypeOf(file),
    'content-length': chosen.stats.size,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(chosen.file).pipe(res);
}

const acceptsHtml = (req: IncomingMessage) => /text\/html|\*\/\*/.test(req.headers.accept ?? '');

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, urlPath: string) => Promise<void>;

/** The plain index.html (the page renderer's fallback), or a page saying the client is not built yet. */
export function createIndexHandler(distFolder: string): StaticHandler {
  const root = path.resolve(distFolder);
  return async (req, res) => {
    const index = await readIndexHtml(root);
    if (index !== null)
      return sendText(req, res, 200, { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-cache' }, index);
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(NOT_BUILT_PAGE);
  };
}

/** Files of the build; any other path that asks for HTML is a page of the app, served by `page`. */
export function createStaticHandler(distFolder: string, page: StaticHandler): StaticHandler {
  const root = path.resolve(distFolder);
  return async (req, res, urlPath) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method not allowed\n');
      return;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      decoded = '';
    }
    const file = path.join(root, path.normalize(decoded));
    // Dot folders hold build metadata (.vite/manifest.json), read by the gateway, not served.
    const inside = file.startsWith(root + path.sep) && !decoded.includes('\0') && !/[\\/]\./.test(decoded);
    const stats = inside && decoded !== '/' ? await fileStats(file) : null;
    if (stats) return send(req, res, await representation(file, stats), cacheControlOf(urlPath));

    const isAsset = urlPath.startsWith('/assets/') || path.extname(decoded) !== '';
    if (isAsset || !acceptsHtml(req)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    return page(req, res, urlPath);
  };
}

/** The built index.html, served when the page renderer cannot be used; null before the first build. */
async function readIndexHtml(root: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(root, 'index.html'));
  } catch {
    return null;
  }
}

// The built web client: files with their content types and caching, SPA fallback to index.html.
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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

/** Hashed build output never changes; everything else (index.html, service worker, manifest) is revalidated. */
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

function send(req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, cacheControl: string) {
  res.writeHead(200, {
    'content-type': contentTypeOf(file),
    'content-length': stats.size,
    'cache-control': cacheControl,
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

const acceptsHtml = (req: IncomingMessage) => /text\/html|\*\/\*/.test(req.headers.accept ?? '');

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, urlPath: string) => Promise<void>;

/** The plain index.html (the page renderer's fallback), or a page saying the client is not built yet. */
export function createIndexHandler(distFolder: string): StaticHandler {
  const index = path.join(path.resolve(distFolder), 'index.html');
  return async (req, res) => {
    const indexStats = await fileStats(index);
    if (indexStats) return send(req, res, index, indexStats, 'no-cache');
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
    const inside = file.startsWith(root + path.sep) && !decoded.includes('\0');
    const stats = inside && decoded !== '/' ? await fileStats(file) : null;
    if (stats) return send(req, res, file, stats, cacheControlOf(urlPath));

    const isAsset = urlPath.startsWith('/assets/') || path.extname(decoded) !== '';
    if (isAsset || !acceptsHtml(req)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    return page(req, res, urlPath);
  };
}

// Streams GET/HEAD requests (media files, calendar downloads) to the upstream with the app's client key.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Got } from 'got';
import type { Logger } from '../logger.ts';
import { routeUrl, type Route } from '../upstream/routes.ts';

const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'if-none-match',
  'if-modified-since',
  'range',
  // Set by http/security.ts for every request.
  'x-request-id',
  'x-forwarded-for',
  // Set when traces are on (observability/tracing.ts).
  'traceparent',
];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-range',
  'vary',
];

function pick(
  headers: Record<string, string | string[] | undefined>,
  names: string[],
): Record<string, string | string[]> {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

export type Proxy = (route: Route, req: IncomingMessage, res: ServerResponse) => void;

export function createProxy(http: Got, clientKey: string, logger: Logger): Proxy {
  return (route, req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
        .end('Method not allowed\n');
      return;
    }
    const upstream = http.stream(routeUrl(route), {
      method: req.method,
      headers: { ...pick(req.headers, FORWARDED_REQUEST_HEADERS), 'x-client-key': clientKey },
      decompress: false,
      throwHttpErrors: false,
      retry: { limit: 0 },
    });
    upstream.on('response', (response: IncomingMessage) => {
      res.writeHead(response.statusCode ?? 502, pick(response.headers, FORWARDED_RESPONSE_HEADERS));
      upstream.pipe(res);
    });
    // Not stream.pipeline: it would destroy `res` before a 502 could be written.
    upstream.on('error', (error: Error) => {
      logger.warn(`proxy ${route.path}: ${error.message}`);
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('The Dalil service is unavailable.\n');
      else res.destroy(error);
    });
    res.on('close', () => upstream.destroy());
  };
}

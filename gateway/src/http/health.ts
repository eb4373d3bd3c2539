// GET /health: the gateway answers 200 whenever it runs (start-up scripts wait on it), and says whether the upstream
// answers its own health check right now.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Got } from 'got';
import { routes, routeUrl } from '../upstream/routes.ts';

/** Kept short: a health probe should not hang on a stuck upstream. */
const UPSTREAM_PROBE_MS = 2000;

export function createHealthHandler(http: Got) {
  const probe = async (): Promise<'ok' | 'unavailable'> => {
    try {
      await http(routeUrl(routes.health()), { timeout: { request: UPSTREAM_PROBE_MS }, retry: { limit: 0 } });
      return 'ok';
    } catch {
      return 'unavailable';
    }
  };
  return async (_req: IncomingMessage, res: ServerResponse) => {
    const upstream = await probe();
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify({ status: 'ok', upstream }));
  };
}

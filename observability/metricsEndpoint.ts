// Who may read a server's Prometheus metrics (docs/operations.md#metrics), the same rule for both servers:
// - METRICS_PORT: /metrics is served on that port of its own (not published; Prometheus scrapes it on the private
//   network), and the public port serves none;
// - METRICS_TOKEN: a scrape carries `Authorization: Bearer <token>` (Prometheus' `authorization` setting), on
//   whichever port serves /metrics;
// - neither: development serves /metrics on the public port to anyone; production serves it nowhere.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface MetricsSettings {
  /** METRICS_PORT (0: any free port); undefined: no port of their own. */
  port: number | undefined;
  /** METRICS_TOKEN; undefined: no token asked. */
  token: string | undefined;
}

/** The metrics registry of a server (prom-client's Registry). */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export function readMetricsSettings(env: Record<string, string | undefined>): MetricsSettings {
  const raw = env.METRICS_PORT;
  const port = raw === undefined || raw === '' ? undefined : Number(raw);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
    throw new Error(`METRICS_PORT must be a port number, got "${raw}"`);
  return { port, token: env.METRICS_TOKEN || undefined };
}

function carriesToken(token: string, authorization: string | undefined): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The status of a GET /metrics on the public port: 200 (serve), 401 (token missing or wrong) or 404 (not here). */
export function publicMetricsStatus(
  settings: MetricsSettings,
  production: boolean,
  authorization: string | undefined,
): 200 | 401 | 404 {
  if (settings.port !== undefined) return 404;
  if (settings.token !== undefined) return carriesToken(settings.token, authorization) ? 200 : 401;
  return production ? 404 : 200;
}

/** One line for the log when production serves metrics nowhere; undefined otherwise. */
export function metricsWarning(settings: MetricsSettings, production: boolean): string | undefined {
  if (!production || settings.port !== undefined || settings.token !== undefined) return undefined;
  return 'metrics are not served: set METRICS_PORT (a port of their own) or METRICS_TOKEN (a bearer token)';
}

/** Answers a refused scrape (401 or 404) as plain text. */
export function refuseMetrics(res: ServerResponse, status: 401 | 404): void {
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if (status === 401) res.writeHead(401, { ...headers, 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
  else res.writeHead(404, headers).end('Not found\n');
}

/** Serves GET /metrics on METRICS_PORT; resolves with the listening server, or undefined when no port is set. */
export async function listenMetrics(
  settings: MetricsSettings,
  host: string,
  source: MetricsSource,
): Promise<Server | undefined> {
  if (settings.port === undefined) return undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://metrics').pathname;
    if (req.method !== 'GET' || pathname !== '/metrics') return refuseMetrics(res, 404);
    if (settings.token !== undefined && !carriesToken(settings.token, req.headers.authorization))
      return refuseMetrics(res, 401);
    source.metrics().then(
      (body) => res.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** Closes what listenMetrics opened. */
export function closeMetrics(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

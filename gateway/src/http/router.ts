// The node:http request handler: /graphql, /health, the media and calendar proxies, Apple's sign-in answer, the
// sitemap, then the web client.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayYoga } from '../graphql/yoga.ts';
import { happeningKinds, isKind } from '../happenings/kinds.ts';
import type { Logger } from '../logger.ts';
import { APPLE_CALLBACK_PATH, serveAppleCallback } from '../members/appleCallback.ts';
import { routes } from '../upstream/routes.ts';
import type { Tracing } from '../../../observability/tracing.ts';
import { refuseMetrics } from '../../../observability/metricsEndpoint.ts';
import { recordRequest, routeKind, serveMetrics, type GatewayMetrics } from '../metrics/metrics.ts';
import type { Admit } from './admission.ts';
import type { Proxy } from './proxy.ts';
import { identifyRequest, type SecurityHeaders } from './security.ts';
import type { StaticHandler } from './static.ts';

const CALENDAR_PATH = new RegExp(`^/calendar/(${happeningKinds.join('|')})/([1-9][0-9]{0,9})\\.ics$`);

export interface RouterParts {
  yoga: GatewayYoga;
  /** Runs GraphQL requests in turn (admission.ts); event streams are not queued, they stay open. */
  admit: Admit;
  proxy: Proxy;
  staticFiles: StaticHandler;
  siteFiles: { paths: ReadonlySet<string>; serve: StaticHandler };
  health: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  security: SecurityHeaders;
  /** Believe a load balancer's X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
  /** Counted requests, served at /metrics. */
  metrics: GatewayMetrics;
  /** The status of a GET /metrics here (observability/metricsEndpoint.ts): 200 serves it. */
  metricsStatus: (authorization: string | undefined) => 200 | 401 | 404;
  /** OpenTelemetry, when configured (observability/tracing.ts). */
  tracing?: Tracing;
  logger: Logger;
}

export function createRequestHandler(parts: RouterParts) {
  const { yoga, proxy, staticFiles, siteFiles, health, security, logger } = parts;
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const rawUrl = req.url ?? '/';
    const pathname = rawUrl.split('?')[0];
    const requestId = identifyRequest(req, res, parts.trustProxy);
    security.apply(res, pathname);
    const span = parts.tracing?.start(req.method ?? 'GET', routeKind(pathname), pathname, req.headers);
    // Passed on to the REST API with the request id (http/security.ts), so that its spans join this trace.
    if (span?.traceparent) req.headers.traceparent = span.traceparent;
    if (span) res.once('close', () => span.end(res.statusCode));
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // The path only: query strings may carry tokens (email links).
      logger.info(`${requestId} ${req.method} ${pathname} ${res.statusCode} ${(seconds * 1000).toFixed(1)} ms`);
      recordRequest(parts.metrics, req, res, pathname, seconds);
    });
    const fail = (error: unknown) => {
      logger.error(`${requestId} ${req.method} ${pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal error\n');
      else res.destroy();
    };
    try {
      if (pathname === '/graphql' || pathname.startsWith('/graphql/')) {
        const stream = req.headers.accept?.includes('text/event-stream');
        const run = () => Promise.resolve(yoga(req, res));
        void (stream ? run() : parts.admit(req, res, run)).catch(fail);
        return;
      }
      if (pathname === '/metrics') {
        const status = parts.metricsStatus(req.headers.authorization);
        if (status !== 200) refuseMetrics(res, status);
        else serveMetrics(parts.metrics, res).catch(fail);
        return;
      }
      if (pathname === '/health') {
        health(req, res).catch(fail);
        return;
      }
      if (pathname.startsWith('/media/')) {
        proxy(routes.media(rawUrl.slice('/media/'.length)), req, res);
        return;
      }
      const calendar = CALENDAR_PATH.exec(pathname);
      if (calendar && isKind(calendar[1])) {
        const lang = new URLSearchParams(rawUrl.split('?')[1] ?? '').get('lang');
        const query = lang === 'ar' || lang === 'en' ? { lang } : undefined;
        proxy(routes.calendarFile(calendar[1], Number(calendar[2]), query), req, res);
        return;
      }
      if (pathname === APPLE_CALLBACK_PATH) {
        serveAppleCallback(req, res).catch(fail);
        return;
      }
      if (siteFiles.paths.has(pathname)) {
        siteFiles.serve(req, res, pathname).catch(fail);
        return;
      }
      staticFiles(req, res, pathname).catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

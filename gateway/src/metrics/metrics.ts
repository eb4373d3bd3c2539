// The gateway's Prometheus metrics (GET /metrics, docs/operations.md#metrics): requests and their latency by kind of
// route, upstream calls and their failures, cache lookups, live subscriptions, GraphQL errors by code, and Node's own
// process metrics. One registry per gateway (tests run several in one process).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReferenceCache } from '../referenceCache/cache.ts';

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface GatewayMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route'>;
  upstreamCalls: Counter<'method' | 'route' | 'status'>;
  upstreamSeconds: Histogram<'method' | 'route'>;
  cacheLookups: Counter<'cache' | 'result'>;
  subscriptions: Gauge;
  graphqlErrors: Counter<'code'>;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dalil_gateway_' });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'dalil_gateway_http_requests_total',
      help: 'HTTP requests answered, by method, kind of route and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'dalil_gateway_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and kind of route',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'dalil_gateway_upstream_requests_total',
      help: 'Calls to the REST API, by method, route and status (an error code such as ECONNREFUSED or ETIMEDOUT when there was no answer)',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: 'dalil_gateway_upstream_request_duration_seconds',
      help: 'Time of a call to the REST API, by method and route',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    cacheLookups: new Counter({
      name: 'dalil_gateway_cache_lookups_total',
      help: 'Cache lookups by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers,
    }),
    subscriptions: new Gauge({
      name: 'dalil_gateway_subscriptions',
      help: 'Live GraphQL subscriptions open now',
      registers,
    }),
    graphqlErrors: new Counter({
      name: 'dalil_gateway_graphql_errors_total',
      help: 'Errors in GraphQL responses, by extensions.code',
      labelNames: ['code'],
      registers,
    }),
  };
}

/** The kind of a gateway path, a label of few values. */
export function routeKind(pathname: string): string {
  if (pathname === '/graphql' || pathname.startsWith('/graphql/')) return 'graphql';
  if (pathname === '/health' || pathname === '/metrics') return pathname.slice(1);
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname.startsWith('/calendar/')) return 'calendar';
  if (pathname.startsWith('/assets/')) return 'assets';
  return 'page';
}

/** An upstream URL as a label: no query, ids and file names replaced (`api/v1/events/:id/tips/`). */
export function upstreamRoute(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+\//, '').split('?')[0];
  if (path.startsWith('media/')) return 'media/*';
  return path
    .split('/')
    .map((part) => (/^\d+$/.test(part) || /^[0-9a-f-]{20,}$/i.test(part) ? ':id' : part))
    .join('/');
}

export function recordRequest(
  metrics: GatewayMetrics,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  seconds: number,
) {
  const route = routeKind(pathname);
  const method = req.method ?? 'GET';
  metrics.requests.inc({ method, route, status: String(res.statusCode) });
  metrics.requestSeconds.observe({ method, route }, seconds);
}

/** Counts the hits and misses of a cache (a miss is a lookup that had to load). */
export function countedCache(cache: ReferenceCache, metrics: GatewayMetrics, name: string): ReferenceCache {
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      let loaded = false;
      const value = await cache.get(key, () => {
        loaded = true;
        return load();
      });
      metrics.cacheLookups.inc({ cache: name, result: loaded ? 'miss' : 'hit' });
      return value;
    },
    close: () => cache.close(),
  };
}

export async function serveMetrics(metrics: GatewayMetrics, res: ServerResponse) {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
}

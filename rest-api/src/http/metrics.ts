// The REST API's Prometheus metrics (GET /metrics, docs/operations.md#metrics): requests and their latency by route
// template, refusals of the abuse limits, the database pool, and Node's own process metrics. One registry per app.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { publicMetricsStatus } from '../../../observability/metricsEndpoint.ts';
import type { Routes } from './typebox.ts';

export interface RestMetrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route'>;
  /** Calls refused by an abuse limit: `sign_in` (throttled) or `writes` (rate limit). */
  throttled: Counter<'kind'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: RestMetrics;
  }
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export function createRestMetrics(poolStats?: () => PoolStats): RestMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dalil_rest_' });
  const registers = [registry];
  if (poolStats) {
    const gauge = (name: keyof PoolStats, help: string) =>
      new Gauge({
        name: `dalil_rest_db_pool_${name}`,
        help,
        registers,
        collect() {
          this.set(poolStats()[name]);
        },
      });
    gauge('total', 'PostgreSQL connections open');
    gauge('idle', 'PostgreSQL connections idle');
    gauge('waiting', 'Queries waiting for a PostgreSQL connection');
  }
  return {
    registry,
    requests: new Counter({
      name: 'dalil_rest_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'dalil_rest_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template',
      labelNames: ['method', 'route'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    throttled: new Counter({
      name: 'dalil_rest_throttled_total',
      help: 'Calls refused by an abuse limit (sign_in: failed sign-ins; writes: the per-member write rate)',
      labelNames: ['kind'],
      registers,
    }),
  };
}

/** Counts every answer on the root instance (its hooks reach every route). */
export function instrument(app: FastifyInstance, metrics: RestMetrics) {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    metrics.requests.inc({ method, route, status: String(reply.statusCode) });
    metrics.requestSeconds.observe({ method, route }, reply.elapsedTime / 1000);
  });
}

export const metricsRoutes: Routes = async (app, { config }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const status = publicMetricsStatus(config.metrics, config.production, request.headers.authorization);
    if (status === 404) return reply.callNotFound();
    if (status === 401) return reply.code(401).header('www-authenticate', 'Bearer').send('Unauthorized\n');
    reply.header('content-type', app.metrics.registry.contentType).header('cache-control', 'no-store');
    return app.metrics.registry.metrics();
  });
};

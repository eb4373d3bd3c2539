// Assembles the gateway: upstream client, Yoga, proxies, static files, one node:http server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  closeMetrics,
  listenMetrics,
  metricsWarning,
  publicMetricsStatus,
} from '../../observability/metricsEndpoint.ts';
import type { Tracing } from '../../observability/tracing.ts';
import type { GatewayConfig } from './config.ts';
import type { GatewayYoga } from './graphql/yoga.ts';
import { createGatewayYoga } from './graphql/yoga.ts';
import { loadPersistedDocuments, type PersistedOperations } from './graphql/persistedOperations.ts';
import { createHealthHandler } from './http/health.ts';
import { createProxy } from './http/proxy.ts';
import { countedCache, createMetrics, type GatewayMetrics } from './metrics/metrics.ts';
import { createSecurityHeaders } from './http/security.ts';
import { createAdmission } from './http/admission.ts';
import { createRequestHandler } from './http/router.ts';
import { message } from './messages/catalog.ts';
import { localeFromAcceptLanguage } from './viewer/locale.ts';
import { createIndexHandler, createStaticHandler } from './http/static.ts';
import { createPageHandler } from './pages/pageHandler.ts';
import { createRendererLoader } from './pages/renderer.ts';
import { createPreloadLookup } from './http/preload.ts';
import { createSiteFiles } from './pages/siteFiles.ts';
import { attachSubscriptions } from './subscriptions/websocket.ts';
import { createLogger } from './logger.ts';
import { createActivityBus } from './pubsub/activity.ts';
import { connectRedis, type RedisConnection } from './redis/connection.ts';
import { createReferenceCache } from './referenceCache/create.ts';
import { createUpstreamHttp } from './upstream/client.ts';
import { createFastGet } from './upstream/fastGet.ts';
import { createHttpCache } from './upstream/httpCache.ts';
import { createMediaUrl } from './upstream/mediaUrls.ts';

export interface Gateway {
  yoga: GatewayYoga;
  handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
  server: Server;
  /** The Redis connection (REDIS_URL), for the gateway's Redis users; undefined without Redis. */
  redis: RedisConnection | undefined;
  metrics: GatewayMetrics;
  /** Where /metrics is served on a port of its own (METRICS_PORT), once listening; undefined: none. */
  metricsUrl(): string | undefined;
  /** Starts listening; resolves with the base URL (port 0 picks a free port). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export function createGateway(config: GatewayConfig, options: { tracing?: Tracing } = {}): Gateway {
  // First: a missing or broken manifest stops the start before anything is opened.
  const persisted: PersistedOperations = {
    documents: loadPersistedDocuments(config.persistedOperationsFile),
    allowArbitrary: config.allowArbitraryOperations,
  };
  const logger = createLogger(config.logLevel);
  const metrics = createMetrics();
  const redis = connectRedis(config, logger);
  const http = createUpstreamHttp(config, {
    metrics,
    cache: config.upstreamHttpCache ? createHttpCache(redis) : undefined,
  });
  // The HTTP cache is got's: with it on, got makes the GETs too.
  const fastGet = config.upstreamHttpCache ? undefined : createFastGet(config, { metrics });
  const referenceCache = countedCache(createReferenceCache(config.referenceCacheTtlMs, redis), metrics, 'reference');
  const activity = createActivityBus(redis, logger);
  const yoga = createGatewayYoga(
    { config, http, fastGet, referenceCache, mediaUrl: createMediaUrl(config.upstreamUrl), activity },
    persisted,
    { redis, metrics },
  );
  const handler = createRequestHandler({
    yoga,
    admit: createAdmission({
      limit: config.graphqlConcurrency,
      maxWaitMs: config.graphqlQueueTimeoutMs,
      busyMessage: (req) => message('server_busy', localeFromAcceptLanguage(req.headers['accept-language'])),
    }),
    proxy: createProxy(http, config.clientKey, logger),
    staticFiles: createStaticHandler(
      config.clientDist,
      createPageHandler({
        yoga,
        loadRenderer: createRendererLoader(config.clientDist, config.pageRenderer),
        preload: createPreloadLookup(config.clientDist),
        fallback: createIndexHandler(config.clientDist),
        publicUrl: config.publicUrl,
        logger,
      }),
    ),
    siteFiles: createSiteFiles({ yoga, publicUrl: config.publicUrl, logger }),
    health: createHealthHandler(http),
    security: createSecurityHeaders(config),
    trustProxy: config.trustProxy,
    metrics,
    metricsStatus: (authorization) => publicMetricsStatus(config.metrics, config.production, authorization),
    tracing: options.tracing,
    logger,
  });
  const server = createServer({ requestTimeout: 60_000 }, handler);
  const subscriptions = attachSubscriptions(server, yoga, persisted, metrics);
  let metricsServer: Server | undefined;
  let metricsUrl: string | undefined;
  const urlOf = (host: string, port: number) => {
    const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
  };

  return {
    yoga,
    handler,
    server,
    redis,
    metrics,
    metricsUrl: () => metricsUrl,
    async listen(port = config.port, host = config.host) {
      const url = await new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(urlOf(host, (server.address() as AddressInfo).port));
        });
      });
      metricsServer = await listenMetrics(config.metrics, host, metrics.registry);
      metricsUrl = metricsServer && urlOf(host, (metricsServer.address() as AddressInfo).port);
      const warning = metricsWarning(config.metrics, config.production);
      if (warning) logger.warn(warning);
      return url;
    },
    async close() {
      await closeMetrics(metricsServer);
      await subscriptions.close();
      await new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a few seconds to finish.
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      });
      await referenceCache.close();
      await activity.close();
      await redis?.close();
    },
  };
}

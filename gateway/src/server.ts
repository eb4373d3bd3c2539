// Assembles the gateway: upstream client, Yoga, proxies, static files, one node:http server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from './config.ts';
import type { GatewayYoga } from './graphql/yoga.ts';
import { createGatewayYoga } from './graphql/yoga.ts';
import { createHealthHandler } from './http/health.ts';
import { createProxy } from './http/proxy.ts';
import { createRequestHandler } from './http/router.ts';
import { createStaticHandler } from './http/static.ts';
import { createLogger } from './logger.ts';
import { createUpstreamHttp } from './upstream/client.ts';
import { createMediaUrl } from './upstream/mediaUrls.ts';
import { ReferenceCache } from './upstream/referenceCache.ts';

export interface Gateway {
  yoga: GatewayYoga;
  handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
  server: Server;
  /** Starts listening; resolves with the base URL (port 0 picks a free port). */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export function createGateway(config: GatewayConfig): Gateway {
  const logger = createLogger(config.logLevel);
  const http = createUpstreamHttp(config);
  const referenceCache = new ReferenceCache(config.referenceCacheTtlMs);
  const yoga = createGatewayYoga({ config, http, referenceCache, mediaUrl: createMediaUrl(config.upstreamUrl) });
  const handler = createRequestHandler({
    yoga,
    proxy: createProxy(http, config.clientKey, logger),
    staticFiles: createStaticHandler(config.clientDist),
    health: createHealthHandler(http),
    logger,
  });
  const server = createServer({ requestTimeout: 60_000 }, handler);

  return {
    yoga,
    handler,
    server,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
          resolve(`http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`);
        });
      });
    },
    close() {
      referenceCache.clear();
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running get a few seconds to finish.
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      });
    },
  };
}

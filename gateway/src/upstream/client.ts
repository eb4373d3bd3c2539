// The one HTTP client of the upstream (got.extend): base URL, headers, timeout and retries for idempotent reads.
import got, { type ExtendOptions, type Got, type RequestError, type Response } from 'got';
import type { GatewayConfig } from '../config.ts';
import { upstreamRoute, type GatewayMetrics } from '../metrics/metrics.ts';
import type { Locale } from '../viewer/locale.ts';
import type { HttpCacheStore } from './httpCache.ts';

/** Counts each upstream answer (or failure without one) and its time (metrics/metrics.ts). */
function measured(metrics: GatewayMetrics) {
  const record = (method: string, url: URL | string | undefined, status: string, ms: number | undefined) => {
    const route = upstreamRoute(String(url ?? ''));
    metrics.upstreamCalls.inc({ method, route, status });
    if (ms !== undefined) metrics.upstreamSeconds.observe({ method, route }, ms / 1000);
  };
  return {
    afterResponse: [
      (response: Response) => {
        const { method } = response.request.options;
        record(method, response.url, String(response.statusCode), response.timings.phases.total);
        return response;
      },
    ],
    beforeError: [
      (error: RequestError) => {
        // HTTP errors were counted with their answer.
        if (!error.response) {
          const ms = error.timings?.start ? Date.now() - error.timings.start : undefined;
          record(error.options.method, error.options.url, error.code ?? 'error', ms);
        }
        return error;
      },
    ],
  };
}

export function createUpstreamHttp(
  config: Pick<GatewayConfig, 'upstreamUrl' | 'upstreamTimeoutMs'>,
  { cache, metrics }: { cache?: HttpCacheStore; metrics?: GatewayMetrics } = {},
): Got {
  return got.extend({
    // Visitors' GETs only (session.ts turns it off for the others); see upstream/httpCache.ts.
    // (a Keyv store: got's type asks for Keyv's whole adapter interface, of which Keyv calls get/set/delete/clear)
    ...(cache ? { cache: cache as unknown as ExtendOptions['cache'] } : {}),
    ...(metrics ? { hooks: measured(metrics) } : {}),
    prefixUrl: config.upstreamUrl,
    headers: { source: 'cms', 'user-agent': 'dalil-gateway' },
    timeout: { request: config.upstreamTimeoutMs },
    retry: {
      limit: 2,
      methods: ['GET'],
      statusCodes: [502, 503, 504],
      // got's default network error codes but ETIMEDOUT: a read that timed out is not asked again of a slow upstream
      // (that would triple the wait and pile up work on it). The delay is short, because a GraphQL request waits for it.
      errorCodes: ['ECONNRESET', 'EADDRINUSE', 'ECONNREFUSED', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN'],
      calculateDelay: ({ attemptCount, computedValue }) => (computedValue === 0 ? 0 : 100 * attemptCount),
    },
  });
}

/** Who is asking: a member's bearer token when the request has one, otherwise the app's client key. */
export interface UpstreamIdentity {
  locale: Locale;
  authorization?: string;
}

export function identityHeaders(identity: UpstreamIdentity, clientKey: string): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': identity.locale };
  if (identity.authorization && /^Bearer\s+\S+/i.test(identity.authorization))
    headers.authorization = identity.authorization;
  else headers['x-client-key'] = clientKey;
  return headers;
}

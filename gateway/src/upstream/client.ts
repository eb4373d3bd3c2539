// The one HTTP client of the upstream (got.extend): base URL, headers, timeout and retries for idempotent reads.
import got, { type ExtendOptions, type Got } from 'got';
import type { GatewayConfig } from '../config.ts';
import type { Locale } from '../viewer/locale.ts';
import type { HttpCacheStore } from './httpCache.ts';

export function createUpstreamHttp(
  config: Pick<GatewayConfig, 'upstreamUrl' | 'upstreamTimeoutMs'>,
  cache?: HttpCacheStore,
): Got {
  return got.extend({
    // Visitors' GETs only (session.ts turns it off for the others); see upstream/httpCache.ts.
    // (a Keyv store: got's type asks for Keyv's whole adapter interface, of which Keyv calls get/set/delete/clear)
    ...(cache ? { cache: cache as unknown as ExtendOptions['cache'] } : {}),
    prefixUrl: config.upstreamUrl,
    headers: { source: 'cms', 'user-agent': 'dalil-gateway' },
    timeout: { request: config.upstreamTimeoutMs },
    retry: {
      limit: 2,
      methods: ['GET'],
      statusCodes: [502, 503, 504],
      // got's default network error codes (ETIMEDOUT, ECONNRESET, ECONNREFUSED, ...) stay; only the delay is shortened,
      // because a GraphQL request waits for it.
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

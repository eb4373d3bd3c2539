// Gateway settings from the environment: the README's Configuration section lists every variable and its default.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMetricsSettings, type MetricsSettings } from '../../observability/metricsEndpoint.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the REST API, without trailing slash. */
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  /** GraphQL requests run at once; the others wait in turn (http/admission.ts). 0: no limit. */
  graphqlConcurrency: number;
  /** Longest a GraphQL request waits for its turn before it is refused as busy (503). */
  graphqlQueueTimeoutMs: number;
  clientKey: string;
  /** Folder of the built web client. */
  clientDist: string;
  /** The client's built page renderer (docs/i18n.md#first-load). */
  pageRenderer: string;
  /** The site's public origin for canonical and alternate links; unset: taken from the request's Host header. */
  publicUrl: string | undefined;
  logLevel: LogLevel;
  /** Expose the upstream calls of each GraphQL request in an `x-upstream-calls` response header. */
  debugUpstreamCalls: boolean;
  /** Lifetime of the cross-request cache of reference data (cities, categories, audiences); 0 disables it. */
  referenceCacheTtlMs: number;
  /**
   * Lifetime of the response cache of visitors' queries (graphql/responseCache/plugins.ts), at most 60 s; 0 disables it.
   * Writes empty it at once.
   */
  responseCacheTtlMs: number;
  /**
   * got's HTTP cache of visitors' upstream reads (upstream/httpCache.ts), UPSTREAM_HTTP_CACHE=1. Off by default: measured
   * against a local upstream it doubles the gateway's CPU per screen (docs/performance.md).
   */
  upstreamHttpCache: boolean;
  /** Redis shared by gateway instances (the reference cache, later live updates); undefined = none, memory only. */
  redisUrl: string | undefined;
  /** Prefix of the gateway's Redis keys and channels (`dalil:`); tests give each run its own. */
  redisKeyPrefix: string;
  /** Hides field suggestions and other developer help. */
  production: boolean;
  /** Largest accepted GraphQL request body. */
  maxBodyBytes: number;
  /** Largest accepted multipart GraphQL request (file uploads: a profile image is at most 5 MB). */
  maxUploadBytes: number;
  /** OAuth2 client credentials of the REST API's token endpoint and basic-auth routes (docs/rest-contract.md). */
  oauthClientId: string;
  oauthClientSecret: string;
  /** The persisted-operations manifest (document id -> document text) that `documentId`s are resolved from. */
  persistedOperationsFile: string;
  /**
   * Whether documents sent as text run too (not only persisted ones): yes outside production, no in production unless
   * ALLOW_ARBITRARY_OPERATIONS=1 (docs/persisted-operations.md#the-gateway). GraphiQL is served only when they do.
   */
  allowArbitraryOperations: boolean;
  /** Google Maps browser key handed to the client (Viewer.googleMapsApiKey); undefined = the client draws its own map. */
  googleMapsApiKey: string | undefined;
  /** Behind a load balancer: its X-Forwarded-For is believed and passed on (docs/operations.md#request-ids). */
  trustProxy: boolean;
  /** Who may read /metrics: METRICS_PORT, METRICS_TOKEN (observability/metricsEndpoint.ts). */
  metrics: MetricsSettings;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

const logLevels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

function logLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = value.toLowerCase() as LogLevel;
  if (!logLevels.includes(level)) throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}"`);
  return level;
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === '0') return value === '1';
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

/**
 * The client key or OAuth secret from the environment; production refuses the development default (anyone can read it
 * in the repository), naming the variable to set.
 */
function secret(env: NodeJS.ProcessEnv, name: 'CLIENT_KEY' | 'OAUTH_CLIENT_SECRET', developmentValue: string): string {
  const value = env[name] || developmentValue;
  if (env.NODE_ENV === 'production' && value === developmentValue)
    throw new Error(`Set ${name} to a secret of your own: production refuses the development default`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: integer(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    upstreamUrl: (env.UPSTREAM_URL || 'http://127.0.0.1:4001').replace(/\/+$/, ''),
    upstreamTimeoutMs: integer(env.UPSTREAM_TIMEOUT_MS, 8000, 'UPSTREAM_TIMEOUT_MS'),
    graphqlConcurrency: integer(env.GRAPHQL_CONCURRENCY, 8, 'GRAPHQL_CONCURRENCY'),
    graphqlQueueTimeoutMs: integer(env.GRAPHQL_QUEUE_TIMEOUT_MS, 10_000, 'GRAPHQL_QUEUE_TIMEOUT_MS'),
    clientKey: secret(env, 'CLIENT_KEY', 'dalil-web-dev-key'),
    clientDist: path.resolve(env.CLIENT_DIST || path.join(repoRoot, 'client', 'dist')),
    pageRenderer: path.resolve(env.PAGE_RENDERER || path.join(repoRoot, 'client', 'dist-server', 'renderPage.js')),
    publicUrl: env.PUBLIC_URL?.trim() || undefined,
    logLevel: logLevel(env.LOG_LEVEL),
    debugUpstreamCalls: env.DEBUG_UPSTREAM_CALLS === '1',
    referenceCacheTtlMs: integer(env.REFERENCE_CACHE_TTL_MS, 60_000, 'REFERENCE_CACHE_TTL_MS'),
    responseCacheTtlMs: Math.min(integer(env.RESPONSE_CACHE_TTL_MS, 30_000, 'RESPONSE_CACHE_TTL_MS'), 60_000),
    upstreamHttpCache: flag(env.UPSTREAM_HTTP_CACHE, false, 'UPSTREAM_HTTP_CACHE'),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: 'dalil:',
    production: env.NODE_ENV === 'production',
    maxBodyBytes: integer(env.MAX_BODY_BYTES, 100_000, 'MAX_BODY_BYTES'),
    maxUploadBytes: integer(env.MAX_UPLOAD_BYTES, 6 * 1024 * 1024, 'MAX_UPLOAD_BYTES'),
    oauthClientId: env.OAUTH_CLIENT_ID || 'dalil-web',
    oauthClientSecret: secret(env, 'OAUTH_CLIENT_SECRET', 'dalil-web-dev-secret'),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || undefined,
    trustProxy: flag(env.TRUST_PROXY, false, 'TRUST_PROXY'),
    metrics: readMetricsSettings(env),
    persistedOperationsFile: path.resolve(
      env.PERSISTED_OPERATIONS_FILE || path.join(repoRoot, 'persisted-operations.json'),
    ),
    allowArbitraryOperations: flag(
      env.ALLOW_ARBITRARY_OPERATIONS,
      env.NODE_ENV !== 'production',
      'ALLOW_ARBITRARY_OPERATIONS',
    ),
  };
}

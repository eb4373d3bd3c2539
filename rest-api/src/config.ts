import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMetricsSettings, type MetricsSettings } from '../../observability/metricsEndpoint.ts';

/** Facebook's login dialog (manual login flow for the web). */
export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  /** null selects embedded PGlite */
  databaseUrl: string | null;
  dataDir: string;
  clientKey: string;
  /** Base of absolute URLs (images, paging links); null derives it from the listening address. */
  publicUrl: string | null;
  logLevel: string;
  /** The only source of "now" for queries and seeding, so tests can pin time. */
  now: () => Date;
  /** OAuth2 client of the web app (token endpoint form, and basic auth of the verify/reset/delete calls) */
  oauthClient: { id: string; secret: string };
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Base of the web app's links in emails */
  appUrl: string;
  /** Uploaded files (member images); `memory://` data folders get a temporary folder */
  uploadsDir: string;
  /** `dialogUrl`: Facebook's OAuth login dialog, where the browser gets a user access token */
  facebook: { appId: string; appSecret: string; graphUrl: string; dialogUrl?: string } | null;
  apple: { clientId: string; keysUrl: string; authorizeUrl: string } | null;
  /** /dev/outbox/ exists only outside production */
  production: boolean;
  /** How long visitors' answers are kept in memory and may be reused by caches (http/publicReads.ts); 0: not kept */
  publicCacheTtlMs: number;
  /** Web push (VAPID) keys; null: generated on first start and kept in app_settings (push/vapid.ts) */
  vapid: { publicKey: string; privateKey: string } | null;
  /** The contact of the VAPID claims (mailto: or https:) */
  vapidSubject: string;
  /** Abuse limits (docs/operations.md#abuse); 0 turns a limit off. */
  abuse: AbuseLimits;
  /**
   * Whose X-Forwarded-For is believed for the caller's address (Fastify's trustProxy: addresses, CIDRs or the names
   * loopback, linklocal, uniquelocal): the gateways and the load balancer in front of them.
   */
  trustProxy: string;
  /** Who may read /metrics: METRICS_PORT, METRICS_TOKEN (observability/metricsEndpoint.ts). */
  metrics: MetricsSettings;
}

export interface AbuseLimits {
  /** Failed sign-ins of one account within the window before its sign-ins are refused. */
  signInAccountFailures: number;
  /** Failed sign-ins from one address within the window (higher: many people can share an address). */
  signInIpFailures: number;
  signInWindowSeconds: number;
  /** Writes (POST, PATCH, PUT, DELETE) of one member per minute. */
  writesPerMinute: number;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 4001 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = env.DATA_DIR || path.join(REPO_ROOT, '.data', 'pglite');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    clientKey: secret(env, 'CLIENT_KEY', 'dalil-web-dev-key'),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    logLevel: env.LOG_LEVEL || 'info',
    now: () => new Date(),
    oauthClient: {
      id: env.OAUTH_CLIENT_ID || 'dalil-web',
      secret: secret(env, 'OAUTH_CLIENT_SECRET', 'dalil-web-dev-secret'),
    },
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600),
    refreshTokenTtlSeconds: 30 * 24 * 3600,
    appUrl: (env.APP_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    uploadsDir: env.UPLOADS_DIR || defaultUploadsDir(dataDir),
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: env.FACEBOOK_GRAPH_URL || 'https://graph.facebook.com',
            dialogUrl: env.FACEBOOK_DIALOG_URL || FACEBOOK_DIALOG_URL,
          }
        : null,
    apple: env.APPLE_CLIENT_ID
      ? {
          clientId: env.APPLE_CLIENT_ID,
          keysUrl: env.APPLE_KEYS_URL || 'https://appleid.apple.com/auth/keys',
          authorizeUrl: env.APPLE_AUTHORIZE_URL || 'https://appleid.apple.com/auth/authorize',
        }
      : null,
    production: env.NODE_ENV === 'production',
    publicCacheTtlMs: nonNegativeInteger(env, 'PUBLIC_CACHE_TTL_MS', 2000),
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: env.VAPID_SUBJECT || 'mailto:team@dalil.example',
    abuse: {
      signInAccountFailures: wholeNumber(env, 'SIGN_IN_ACCOUNT_FAILURES', 5),
      signInIpFailures: wholeNumber(env, 'SIGN_IN_IP_FAILURES', 20),
      signInWindowSeconds: positiveInteger(env, 'SIGN_IN_WINDOW_SECONDS', 15 * 60),
      writesPerMinute: wholeNumber(env, 'WRITES_PER_MINUTE', 60),
    },
    trustProxy: env.TRUST_PROXY || 'loopback,linklocal,uniquelocal',
    metrics: readMetricsSettings(env),
  };
}

/**
 * The client key or OAuth secret from the environment; production refuses the development default (anyone can read it
 * in the repository), naming the variable to set.
 */
function secret(env: Env, name: 'CLIENT_KEY' | 'OAUTH_CLIENT_SECRET', developmentValue: string): string {
  const value = env[name] || developmentValue;
  if (env.NODE_ENV === 'production' && value === developmentValue)
    throw new Error(`Set ${name} to a secret of your own: production refuses the development default`);
  return value;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got ${raw}`);
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number (0 = off), got ${raw}`);
  return value;
}

/** Next to the PGlite folder (<repo>/.data/uploads by default); a throwaway database gets a throwaway folder. */
function defaultUploadsDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return path.join(tmpdir(), `dalil-uploads-${process.pid}`);
  return path.join(path.dirname(path.resolve(dataDir)), 'uploads');
}

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got ${raw}`);
  return value;
}

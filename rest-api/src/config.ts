import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const port = env.PORT === undefined || env.PORT === '' ? 4001 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: env.DATA_DIR || path.join(REPO_ROOT, '.data', 'pglite'),
    clientKey: env.CLIENT_KEY || 'dalil-web-dev-key',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    logLevel: env.LOG_LEVEL || 'info',
    now: () => new Date(),
  };
}

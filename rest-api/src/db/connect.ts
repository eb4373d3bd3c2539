// Opens the database: a real PostgreSQL server when a URL is given, otherwise embedded PGlite (docs/toolchain.md:
// drizzle's node-postgres driver does not work over PGlite, so each backend gets its own drizzle driver).
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inProcessChanges, postgresChanges, type ChangeFeed } from './changes.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  backend: 'pglite' | 'postgres';
  /** How many SQL statements the app has sent (tests check that a read costs a fixed number of them). */
  queries: QueryCounter;
  /** Tells every instance on this database that visitors' public answers changed (db/changes.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for the metrics (none with PGlite). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** Counts the statements drizzle sends (its logger hook: one call per query, nothing logged). */
export class QueryCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface ConnectOptions {
  /** postgres:// URL; null or empty selects PGlite */
  databaseUrl: string | null;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database */
  dataDir: string;
}

export async function connect({ databaseUrl, dataDir }: ConnectOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover, a forced DROP DATABASE) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`));
    // The same for a connection in use between two queries (inside a transaction): without a listener its 'error'
    // event would end the process. Its next query fails, and the pool drops it when it is released.
    pool.on('connect', (client) =>
      client.on('error', (error) => process.emitWarning(`PostgreSQL connection lost while in use: ${error.message}`)),
    );
    // Fail fast on a wrong URL instead of at the first request.
    await pool.query('select 1');
    const queries = new QueryCounter();
    const changes = postgresChanges(databaseUrl, pool);
    return {
      db: drizzlePg(pool, { schema, logger: queries }) as unknown as Db,
      backend: 'postgres',
      queries,
      changes,
      close: async () => {
        await changes.close();
        await pool.end();
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return usePglite(await openPglite(dataDir));
}

/** `snapshot` is a dumpDataDir() tarball to start from instead of running initdb. */
export const openPglite = (dataDir: string, snapshot?: Blob) =>
  PGlite.create(dataDir, { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) });

export function usePglite(client: PGlite): Database {
  const queries = new QueryCounter();
  return {
    db: drizzlePglite(client, { schema, logger: queries }) as unknown as Db,
    backend: 'pglite',
    queries,
    changes: inProcessChanges(),
    close: () => client.close(),
  };
}

/** Runs a raw SQL query and returns its rows; both drivers answer `{ rows }`, which the shared type leaves unknown. */
export async function queryRows<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

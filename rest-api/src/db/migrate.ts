// Applies rest-api/migrations/NNNN_name.sql in order, each in its own transaction, recording the applied versions in
// schema_migrations so running it again is a no-op. Statements inside a file are separated by
// "--> statement-breakpoint" because PGlite's extended-protocol queries accept one statement at a time.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './connect.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));
const BREAKPOINT = '--> statement-breakpoint';

export interface Migration {
  version: string;
  statements: string[];
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      statements: readFileSync(`${dir}/${file}`, 'utf8')
        .split(BREAKPOINT)
        .map((statement) => statement.trim())
        .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== ''),
    }));
}

/** Returns the versions applied by this call. */
export async function migrate(db: Db, migrations = loadMigrations()): Promise<string[]> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starts against one PostgreSQL server; the re-check below runs under the lock.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(4242001)`);
      const seen = await queryRows(tx, sql`SELECT 1 FROM schema_migrations WHERE version = ${migration.version}`);
      if (seen.length > 0) return false;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (version) VALUES (${migration.version})`);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

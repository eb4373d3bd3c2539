// Counts the SQL statements the app sends while `run` runs (through drizzle's session logger), so a test can hold a
// read to a fixed number of queries whatever the page size.
import type { Db } from '../../src/db/connect.ts';

interface Logger {
  logQuery(query: string, params: unknown[]): void;
}

export async function queriesOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: { logger: Logger } }).session;
  const original = session.logger;
  const seen: string[] = [];
  session.logger = { logQuery: (query) => seen.push(query) };
  try {
    await run();
  } finally {
    session.logger = original;
  }
  return seen;
}

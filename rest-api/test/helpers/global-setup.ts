// Runs once per `vitest run`: builds the migrated and seeded fixture database once and hands its snapshot to the
// test files (loading it takes a fraction of PGlite's initdb), and says once when PostgreSQL is not tested.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, usePglite } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/seed/run.ts';
import { fixtureSeed } from '../fixtures/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** file holding a PGlite dumpDataDir() of the migrated database seeded with fixtureSeed */
    fixtureSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('rest-api: PostgreSQL run skipped because TEST_DATABASE_URL is not set (PGlite run only).');
  }
  const client = await openPglite('memory://');
  const database = usePglite(client);
  await migrate(database.db);
  await seed(database.db, fixtureSeed);
  const folder = mkdtempSync(path.join(tmpdir(), 'dalil-rest-api-'));
  const file = path.join(folder, 'fixture.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('fixtureSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

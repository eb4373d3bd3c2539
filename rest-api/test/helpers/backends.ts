// The databases the suite runs against: always an in-memory PGlite, and a throwaway PostgreSQL database when
// TEST_DATABASE_URL points at a server (the database is created from that URL and dropped afterwards).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, openPglite, usePglite, type Database } from '../../src/db/connect.ts';

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** A database already migrated and seeded with the fixture, when the backend has a faster way than doing it. */
  openFixture?(): Promise<Database>;
}

const pglite: Backend = {
  name: 'pglite',
  open: () => connect({ databaseUrl: null, dataDir: 'memory://' }),
  async openFixture() {
    const snapshot = new Blob([readFileSync(inject('fixtureSnapshot'))]);
    return usePglite(await openPglite('memory://', snapshot));
  },
};

function postgres(serverUrl: string): Backend {
  return {
    name: 'postgres',
    async open() {
      const name = `dalil_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await connect({ databaseUrl: url.toString(), dataDir: 'memory://' });
      return {
        ...database,
        async close() {
          await database.close();
          const dropper = new pg.Client({ connectionString: serverUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

export const backends: Backend[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

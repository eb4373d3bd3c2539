// Two REST API instances on one PostgreSQL database, each keeping visitors' answers in memory: a write through one
// empties the other's memory before it is answered (LISTEN/NOTIFY, src/db/changes.ts). Runs on a throwaway database
// of its own on the local server (not TEST_DATABASE_URL, which may be absent), and skips when there is none.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/seed/run.ts';
import { fixtureSeed } from './fixtures/seed.ts';
import { setupApi, type TestApi } from './helpers/app.ts';
import type { Backend } from './helpers/backends.ts';
import { call, itemId, newMember } from './helpers/community.ts';

const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = `dalil_inval_${process.pid}`;
const url = SERVER.replace(/\/postgres$/, `/${NAME}`);

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const reachable = await admin(async () => true).catch(() => false);
if (!reachable) console.log(`public reads across instances skipped: no PostgreSQL at ${SERVER}`);

/** The first instance makes the database; the second opens it as it is. */
const instance = (creates: boolean): Backend => ({
  name: 'postgres',
  open: () => connect({ databaseUrl: url, dataDir: 'memory://' }),
  async openFixture() {
    if (creates) await admin((client) => client.query(`CREATE DATABASE ${NAME}`));
    const database = await connect({ databaseUrl: url, dataDir: 'memory://' });
    if (creates) {
      await migrate(database.db);
      await seed(database.db, fixtureSeed);
    }
    return database;
  },
});

const statementsOf = async (api: TestApi, path: string) => {
  const before = api.database.queries.count;
  const answer = await api.get(path);
  return { answer, statements: api.database.queries.count - before };
};

describe.skipIf(!reachable)('public reads kept in memory by two instances on one PostgreSQL', () => {
  // Registered first, so it runs after both instances have closed (hooks unwind in reverse).
  afterAll(() => admin((client) => client.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)));
  const config = () => ({ publicCacheTtlMs: 60_000 });
  const a = setupApi(instance(true), { config });
  const b = setupApi(instance(false), { config });

  it("shows a write made through one instance in the other's next read, at once", async () => {
    expect(await waitListening(a)).toBe(true);
    expect(await waitListening(b)).toBe(true);
    const id = await itemId(a, 'events', 'corniche-concert');
    const path = `/api/v1/events/${id}/`;
    const home = '/api/v1/home-lists/?cities=1';
    const before = (await b.get(path)).json.tip_count;
    await b.get(home);
    // B answers from its memory now: no statement.
    expect((await statementsOf(b, path)).statements).toBe(0);
    expect((await statementsOf(b, home)).statements).toBe(0);

    const member = await newMember(a);
    const tip = await call(a, 'POST', '/api/v1/events/tips/', member, { entity: id, text: 'Across instances.' });
    expect(tip.status).toBe(201);

    const after = await statementsOf(b, path);
    expect(after.statements).toBeGreaterThan(0);
    expect(after.answer.json.tip_count).toBe(before + 1);
    expect((await statementsOf(b, home)).statements).toBeGreaterThan(0);
    // And B keeps the new answer again, once the notifications of the member's sign-up and tip have all come in (on a
    // loaded machine one may come after B's read above, which then is not kept).
    let statements = -1;
    for (let tries = 0; tries < 20 && statements !== 0; tries++) {
      statements = (await statementsOf(b, path)).statements;
      if (statements) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(statements).toBe(0);
  });

  it('shows a write made through the second instance in the first', async () => {
    const id = await itemId(b, 'events', 'corniche-concert');
    const path = `/api/v1/events/${id}/`;
    const before = (await a.get(path)).json.tip_count;
    expect((await statementsOf(a, path)).statements).toBe(0);
    const member = await newMember(b, 'Omar');
    expect((await call(b, 'POST', '/api/v1/events/tips/', member, { entity: id, text: 'And back.' })).status).toBe(201);
    expect((await a.get(path)).json.tip_count).toBe(before + 1);
  });
});

/** The listening connection opens with the app; give it a moment on a busy machine. */
async function waitListening(api: TestApi): Promise<boolean> {
  for (let tries = 0; tries < 50 && !api.database.changes.listening; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return api.database.changes.listening;
}

// Starts the REST API: open the database, migrate, seed an empty database, listen.
import { sql } from 'drizzle-orm';
import { closeMetrics, listenMetrics, metricsWarning } from '../../observability/metricsEndpoint.ts';
import { loadTracing } from '../../observability/tracing.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect, type Db } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seedCommunity } from './seed/community.ts';
import { buildSeedContent } from './seed/content/index.ts';
import { hasPlaces, seedPlaces } from './seed/places/insert.ts';
import { isSeeded, seed, seedMembers } from './seed/run.ts';

const MEMBERS_MIGRATION = '0002_members';
const PLACES_MIGRATION = '0004_places';
const COMMUNITY_MIGRATION = '0003_community';
const FIRST_MIGRATION = '0001_foundation';

const config = configOrExit();
const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Logs go to stderr: stdout carries only the ready line that scripts wait for.
const tracing = await loadTracing('dalil-rest-api');
const app = await buildApp({
  db: database.db,
  config,
  logStream: process.stderr,
  poolStats: database.poolStats,
  tracing,
  changes: database.changes,
});

const applied = await migrate(database.db);
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (!(await isSeeded(database.db))) {
  const counts = await seed(database.db, buildSeedContent(config.now()));
  app.log.info(counts, 'database seeded');
} else if (applied.includes(MEMBERS_MIGRATION)) {
  // A database seeded before members existed gets the seed members once, when their tables arrive.
  const members = await seedMembers(database.db, buildSeedContent(config.now()).members);
  app.log.info({ members }, 'seed members added');
}
if (applied.includes(PLACES_MIGRATION) && !(await hasPlaces(database.db))) {
  // A database seeded before places existed gets the seed places once, when their tables arrive.
  const places = await seedPlaces(database.db, buildSeedContent(config.now()).places ?? []);
  app.log.info({ places }, 'seed places added');
}
if (applied.includes(COMMUNITY_MIGRATION) && !applied.includes(FIRST_MIGRATION)) {
  // A database seeded before the community tables existed gets the community seed once, when they arrive.
  const community = buildSeedContent(config.now()).community!;
  await database.db.transaction(async (tx) => {
    await seedMembers(tx as unknown as Db, community.members);
    app.log.info(await seedCommunity(tx as unknown as Db, community), 'seed community added');
  });
}

if (applied.length && database.backend === 'postgres') {
  // Fresh tables (a new seed, new indexes) have no planner statistics until autovacuum gets to them, and the plans of
  // the first minutes are guesses; ANALYZE gives the planner the real numbers now.
  await database.db.execute(sql`ANALYZE`);
}

/** A setting that is wrong stops the start with one line saying which, not a stack trace. */
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`rest-api could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

const metricsServer = await listenMetrics(config.metrics, config.host, app.metrics.registry);
const warning = metricsWarning(config.metrics, config.production);
if (warning) app.log.warn(warning);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await closeMetrics(metricsServer);
  await app.close();
  await database.close();
  await tracing?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : config.port;
process.stdout.write(`rest-api listening at http://${config.host}:${port}\n`);

// Starts the REST API: open the database, migrate, seed an empty database, listen.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, seed } from './seed/run.ts';
import type { SeedData } from './seed/types.ts';

// The content module is being written in parallel; a computed specifier keeps tsc green until it lands, then this
// becomes a plain import.
const CONTENT_MODULE = './seed/content/index.ts';
async function buildSeedContent(now: Date): Promise<SeedData> {
  const content = (await import(CONTENT_MODULE)) as { buildSeedContent: (now: Date) => SeedData };
  return content.buildSeedContent(now);
}

const config = loadConfig();
const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ db: database.db, config });

const applied = await migrate(database.db);
if (applied.length) app.log.info({ applied }, 'migrations applied');
if (!(await isSeeded(database.db))) {
  const counts = await seed(database.db, await buildSeedContent(config.now()));
  app.log.info(counts, 'database seeded');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = address && typeof address === 'object' ? address.port : config.port;
process.stdout.write(`rest-api listening at http://${config.host}:${port}\n`);

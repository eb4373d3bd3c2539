// `npm run seed -w rest-api`: wipes the content tables and seeds them again with fresh content (dates around now).
// Uses the same DATABASE_URL / DATA_DIR as the server; stop the server first when it uses the PGlite folder.
import { loadConfig } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { buildSeedContent } from './content/index.ts';
import { seed, wipe } from './run.ts';

const config = loadConfig();
const database = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database.db);
  await wipe(database.db);
  const counts = await seed(database.db, buildSeedContent(config.now()));
  console.log(
    `reseeded ${database.backend}: ${counts.cities} cities, ${counts.happenings} events and experiences, ${counts.members} members, ${counts.places} places`,
  );
} finally {
  await database.close();
}

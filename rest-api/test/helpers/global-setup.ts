// Runs once per `vitest run`: says (once) when the PostgreSQL half of the suite is not going to run.
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('rest-api: PostgreSQL run skipped because TEST_DATABASE_URL is not set (PGlite run only).');
  }
}

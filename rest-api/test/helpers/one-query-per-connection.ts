// Fails a test file whose code sent a query to a PostgreSQL connection that was still running another one (pg warns
// "Calling client.query() when the client is already executing a query"; pg 9 makes it an error). It happens when
// queries run concurrently (Promise.all) on a transaction, which holds a single connection. Only the PostgreSQL run
// (TEST_DATABASE_URL) can show it: PGlite queues its queries without a word.
import { afterAll, expect } from 'vitest';

// Enough frames to reach the application code below pg and drizzle.
Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 40);

const concurrentQueries: string[] = [];

process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query')) concurrentQueries.push(warning.stack ?? warning.message);
});

afterAll(() => {
  expect(concurrentQueries, 'queries issued concurrently on one PostgreSQL connection').toEqual([]);
});

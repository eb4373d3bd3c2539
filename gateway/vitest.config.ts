import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships index.js (CommonJS) and index.mjs without an exports map: Node (and so Yoga and graphql-armor)
    // load index.js, Vite would give our sources index.mjs. Two copies of graphql break `instanceof GraphQLError`,
    // so tests use the same file as the real runtime.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // The Redis suite needs a Redis server; without TEST_REDIS_URL it is left out (globalSetup says so once).
    exclude: process.env.TEST_REDIS_URL ? configDefaults.exclude : [...configDefaults.exclude, 'test/redis/**'],
    // One real rest-api (in-memory database) for every integration test file.
    globalSetup: ['test/support/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

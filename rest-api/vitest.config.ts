import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    setupFiles: ['test/helpers/one-query-per-connection.ts'],
    // PGlite's first open runs initdb (about 3 s); a file's suite shares one database.
    hookTimeout: 60_000,
    // Files are independent (own in-memory PGlite, own throwaway PostgreSQL database): two at a time on two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});

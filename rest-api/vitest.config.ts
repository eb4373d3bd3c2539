import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // PGlite's first open runs initdb (about 3 s); a file's suite shares one database.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

// The cluster and fault tests (docs/operations.md#tests): real servers, nginx, throwaway PostgreSQL and Redis; one file
// at a time, they kill and restart processes.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

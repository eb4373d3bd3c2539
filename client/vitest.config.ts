import { defineConfig } from 'vitest/config';

// Unit tests cover pure helpers only, so they run in node without the Vite plugins of the app build.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
});

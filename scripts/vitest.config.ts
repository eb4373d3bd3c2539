import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql for our code and @graphql-inspector/core (see gateway/vitest.config.ts).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: { root: import.meta.dirname, include: ['**/*.test.ts'] },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';
import { precomputedFluentTheme } from './build/fluentTheme.ts';
import { precompiledMessages } from './build/precompiledMessages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// Unit tests run in node. The page renderer's tests need what its build has: Relay's graphql tags and the messages.
export default defineConfig({
  plugins: [relay, precompiledMessages(path.join(here, '..', 'translations')), precomputedFluentTheme()],
  test: { environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts', 'sw/**/*.test.ts'] },
});

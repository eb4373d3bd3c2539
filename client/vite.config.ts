import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { precompiledMessages } from './build/precompiledMessages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
// /graphql also carries the subscriptions' WebSocket (graphql-ws).
const proxied = Object.fromEntries(
  ['/graphql', '/media', '/calendar'].map((route) => [
    route,
    { target: gateway, changeOrigin: true, ws: route === '/graphql' },
  ]),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), relay, precompiledMessages(path.join(here, '..', 'translations'))],
  resolve: {
    alias:
      command === 'build'
        ? [
            // Messages arrive pre-parsed (precompiledMessages), so the runtime parser is dead weight.
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            },
            // The package index also bundles the legacy container APIs; the hooks entry is all the app uses.
            { find: /^react-relay$/, replacement: require.resolve('react-relay/hooks') },
            // react-router's package exports always point at its development build; both entries must switch together.
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  server: { proxy: proxied },
  preview: { proxy: proxied },
  // The page renderer (src/server/renderPage.ts) is one self-contained module the gateway imports (docs/i18n.md#first-load).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : // Every browser the product supports has <link rel=modulepreload>, so the polyfill would be dead weight.
      { target: 'es2022', modulePreload: { polyfill: false } },
}));

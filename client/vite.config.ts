import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { serviceWorker } from './build/serviceWorker.ts';
import { stripDefaultMessages } from './build/stripDefaultMessages.ts';
import { firstRouteGroups } from './build/firstRouteChunks.ts';
import { precomputedFluentTheme } from './build/fluentTheme.ts';
import { inlineEntryCss } from './build/inlineEntryCss.ts';
import { precompiledMessages } from './build/precompiledMessages.ts';
import { precompress } from './build/precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';
// /graphql also carries the subscriptions' WebSocket (graphql-ws).
const proxied = Object.fromEntries(
  ['/graphql', '/media', '/calendar', '/auth'].map((route) => [
    route,
    { target: gateway, changeOrigin: true, ws: route === '/graphql' },
  ]),
);

export default defineConfig(({ isSsrBuild }) => ({
  // The page renderer (isSsrBuild) runs in the gateway: no page assets.
  plugins: isSsrBuild
    ? [react(), relay, precompiledMessages(path.join(here, '..', 'translations')), precomputedFluentTheme()]
    : [
        precomputedFluentTheme(),
        react(),
        relay,
        precompiledMessages(path.join(here, '..', 'translations')),
        stripDefaultMessages(),
        inlineEntryCss(),
        serviceWorker(),
        precompress(),
      ],
  resolve: {
    // Messages arrive pre-parsed (build/precompiledMessages.ts), so the runtime parser is dead weight: formatjs's
    // documented alias to the parser package's no-parser entry, in development and builds alike.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: { proxy: proxied },
  preview: { proxy: proxied },
  // The page renderer (src/server/renderPage.ts) is one self-contained module the gateway imports (docs/i18n.md#first-load).
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        // Every browser the product supports has <link rel=modulepreload>, so the polyfill would be dead weight.
        modulePreload: {
          polyfill: false,
          // A route's query artifact is on its way with the screen's chunk (the route's loader imports it alongside),
          // and the entry brings the runtime: listing them for every lazy import only lengthens the entry's table.
          resolveDependencies: (_file, deps) =>
            deps.filter((dep) => !dep.includes('Query.graphql-') && !dep.includes('rolldown-runtime')),
        },
        // The gateway reads it to preload a route's chunks (gateway/src/http/preload.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically in one chunk: one request instead of six before the first render,
            // and it compresses better as one file. Screens stay in chunks of their own; what the first routes' screens
            // share comes in a few chunks (build/firstRouteChunks.ts).
            codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }, ...firstRouteGroups] },
          },
        },
        // That chunk is about 640 kB minified (182 kB gzip); `npm run bench` holds the budget that matters.
        chunkSizeWarningLimit: 700,
      },
}));

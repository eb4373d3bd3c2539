import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker (sw/sw.ts), bundled with Workbox and given the list of the build's files to precache
 * (docs/info.md#service-worker). The app registers it itself (src/push/serviceWorker.ts), after load.
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The hashed assets and the public files; not the precompressed copies nor the dev template.
      globPatterns: ['assets/**/*.{js,css,svg,png,webp,woff2}', '*.svg'],
      globIgnores: ['**/*.br', '**/*.gz'],
      // Hashed file names already change with their content.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

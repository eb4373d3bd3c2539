// Dalil's service worker (docs/info.md#service-worker), built with Workbox and served from the root (/sw.js).
// - The build's hashed assets and the app shell (/ and /ar/) are precached at install (vite-plugin-pwa injects the list).
// - Navigations: network first (the gateway serves each page with its data); a copy of each page is kept, so a reload
//   offline shows the pages already viewed (the app labels them offline), else the shell of the page's language.
// - GraphQL POSTs and everything else go to the network untouched (only GET navigations and assets have routes).
// - Web push: shows the notification and opens its page when clicked.
// No skipWaiting: a new release installs beside the old one and waits, so open tabs keep the assets they loaded.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { shellEntries } from './shell.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const PAGES = 'dalil-pages';

// Registered before the precache route: the shell URLs are pages too, and pages are network first.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES,
      plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
    }),
  ),
);

const assets = self.__WB_MANIFEST;
precacheAndRoute([...assets, ...shellEntries(assets)]);
cleanupOutdatedCaches();

// Offline and never viewed: the precached shell of the page's language.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const shell = new URL(request.url).pathname.startsWith('/ar') ? '/ar/' : '/';
  return (await matchPrecache(shell)) ?? Response.error();
});

self.addEventListener('activate', (event) => {
  // The hand-written worker's caches (before Workbox).
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('dalil-v1')).map((key) => caches.delete(key)))),
  );
});

self.addEventListener('push', (event) => {
  let message = { title: 'Dalil', body: '', url: '/' };
  try {
    message = { ...message, ...event.data?.json() };
  } catch {
    // a push without a JSON payload still shows the app's name
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      data: { url: message.url },
      icon: '/favicon.svg',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow((event.notification.data as { url?: string } | undefined)?.url ?? '/'));
});

// Dalil's service worker (docs/info.md#service-worker), built with Workbox and served from the root (/sw.js).
// - The build's hashed assets and the app shell (/ and /ar/) are precached at install (vite-plugin-pwa injects the list).
// - Navigations: network first (the gateway serves each page with its data); a copy of each page is kept with the time
//   it was saved, so a reload offline (or while the gateway answers 502/503/504) shows the pages already viewed, their
//   head saying from when (the app labels them), else the shell of the page's language.
// - GraphQL POSTs and everything else go to the network untouched (only GET navigations and assets have routes).
// - Web push: shows the notification and opens its page when clicked.
// No skipWaiting: a new release installs beside the old one and waits, so open tabs keep the assets they loaded.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { MAX_SAVED_PAGES } from '../src/offline/savedCopyMeta.ts';
import { isSavedPage, PAGES, savedCopies } from './savedPages.ts';
import { shellEntries } from './shell.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Registered before the precache route: the shell URLs are pages too, and pages are network first.
registerRoute(
  isSavedPage,
  new NetworkFirst({
    cacheName: PAGES,
    plugins: [savedCopies, new ExpirationPlugin({ maxEntries: MAX_SAVED_PAGES, purgeOnQuotaError: true })],
  }),
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

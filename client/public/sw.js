// Dalil's service worker (docs/info.md#service-worker), served from the root so it controls every page.
// - Navigations: network first (the gateway serves each page with its data); a copy of each page is kept, so a
//   reload offline shows the pages already viewed, their data as it was (the app labels it offline).
// - Built assets (/assets/, hashed, never changing): cache first, kept as they are fetched; the app shell's
//   entry files are fetched at install.
// - GraphQL POSTs and everything else go to the network untouched.
// - Web push: shows the notification and opens its page when clicked.
// A new release installs beside the old one and waits: open tabs keep the assets they loaded until they close.
const VERSION = 'dalil-v1';
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const SHELL = ['/', '/ar/'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => !key.startsWith(VERSION)).map((key) => caches.delete(key)))),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached =
      (await cache.match(request)) ??
      (await cache.match(new URL(request.url).pathname.startsWith('/ar') ? '/ar/' : '/'));
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

self.addEventListener('push', (event) => {
  let message = { title: 'Dalil', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
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
  event.waitUntil(self.clients.openWindow(event.notification.data?.url ?? '/'));
});

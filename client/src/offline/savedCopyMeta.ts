/**
 * The service worker answers a navigation from its saved copy of the page with this tag in the head, its content the
 * time the copy was saved (ms since the epoch); the app then labels the page (relay/preloaded.ts).
 */
export const SAVED_COPY_META = 'dalil-saved-copy';

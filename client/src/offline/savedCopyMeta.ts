// What the service worker (client/sw/sw.ts) and the app (offline/savedAnswers.ts) agree on about saved copies.

/**
 * The service worker answers a navigation from its saved copy of the page with this tag in the head, its content the
 * time the copy was saved (ms since the epoch); the app then labels the page (relay/preloaded.ts).
 */
export const SAVED_COPY_META = 'dalil-saved-copy';

/** The header a saved page or answer keeps its save time in (ms since the epoch). */
export const SAVED_AT_HEADER = 'x-dalil-saved-at';

/** How many pages are kept: the service worker's pages and the app's page answers alike. */
export const MAX_SAVED_PAGES = 60;

/** The gateway's answers that mean it is not answering: a saved copy stands in, as when the network fails. */
export const GATEWAY_DOWN_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

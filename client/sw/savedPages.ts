// The service worker's saved copies of pages: which requests are pages to save, and what is kept of their answers.
// Pages only (GET navigations): never a GraphQL request, a write or a form posted to a page (they go to the network
// untouched), and never an answer its server marks private or not to be stored. The gateway renders pages for
// visitors (a member's token is never sent with a navigation), so a saved page holds no member's answer.
import type { RouteMatchCallback, WorkboxPlugin } from 'workbox-core';
import { GATEWAY_DOWN_STATUSES, SAVED_AT_HEADER, SAVED_COPY_META } from '../src/offline/savedCopyMeta.ts';

/** The cache of the saved pages. */
export const PAGES = 'dalil-pages';

/** A page the browser navigates to. */
export const isSavedPage: RouteMatchCallback = ({ request }) => request.mode === 'navigate' && request.method === 'GET';

/** Whether an answer may be kept: a page that loaded, which its server lets any cache store. */
function mayKeep(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[\s,])(no-store|private)\b/.test(cacheControl);
}

/** A saved copy in use: its head says when it was saved (copies from before this header: the server's date). */
async function labelled(copy: Response): Promise<Response> {
  const savedAt = Number(copy.headers.get(SAVED_AT_HEADER)) || Date.parse(copy.headers.get('date') ?? '');
  if (!savedAt) return copy;
  const html = await copy.text();
  const headers = new Headers(copy.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  const meta = `<meta name="${SAVED_COPY_META}" content="${savedAt}">`;
  return new Response(
    html.replace(/<head[^>]*>/i, (head) => `${head}${meta}`),
    { status: copy.status, statusText: copy.statusText, headers },
  );
}

export const savedCopies: WorkboxPlugin = {
  // The gateway not answering is no page to keep or show: like a failed network, the saved copy answers if there is one.
  fetchDidSucceed: async ({ response }) => {
    if (GATEWAY_DOWN_STATUSES.has(response.status)) throw new Error(`The gateway answered ${response.status}`);
    return response;
  },
  // Only pages that may be kept, stamped with the time.
  cacheWillUpdate: async ({ response }) => {
    if (!mayKeep(response)) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(response.body, { status: 200, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? labelled(cachedResponse) : null),
};

import { describe, expect, it } from 'vitest';
import type { RouteMatchCallbackOptions } from 'workbox-core';
import { SAVED_AT_HEADER } from '../src/offline/savedCopyMeta.ts';
import { isSavedPage, savedCopies } from './savedPages.ts';

/** A request as the service worker sees it (a Request cannot be made in navigate mode outside a browser). */
const seen = (method: string, mode: RequestMode, headers: Record<string, string> = {}) => {
  const url = new URL('https://dalil.example/events');
  const request = { method, mode, url: url.href, headers: new Headers(headers) } as unknown as Request;
  return { request, url, sameOrigin: true, event: {} } as unknown as RouteMatchCallbackOptions;
};

const kept = (response: Response) =>
  savedCopies.cacheWillUpdate!({
    response,
    request: new Request('https://dalil.example/events'),
    event: {} as never,
    state: {},
  });

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<html><head></head><body>Events</body></html>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });

describe("the service worker's saved pages", () => {
  it('saves the pages the browser navigates to, nothing else: no POST, no GraphQL request, no asset', () => {
    expect(isSavedPage(seen('GET', 'navigate'))).toBe(true);
    // A form posted to a page (Apple's sign-in answer comes so) is a write with its tokens.
    expect(isSavedPage(seen('POST', 'navigate'))).toBe(false);
    expect(isSavedPage(seen('POST', 'cors', { 'content-type': 'application/json' }))).toBe(false);
    expect(isSavedPage(seen('GET', 'cors'))).toBe(false);
    expect(isSavedPage(seen('GET', 'no-cors'))).toBe(false);
  });

  it('keeps a page that loaded, stamped with the time it was saved', async () => {
    const copy = await kept(page({ 'cache-control': 'no-cache' }));
    expect(copy?.status).toBe(200);
    expect(Number(copy?.headers.get(SAVED_AT_HEADER))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps no failed page, and no answer its server says is private or not to be stored', async () => {
    expect(await kept(page({}, 404))).toBeNull();
    expect(await kept(page({ 'cache-control': 'no-store' }))).toBeNull();
    expect(await kept(page({ 'cache-control': 'private, no-cache' }))).toBeNull();
    expect(await kept(new Response('{"data":{}}', { headers: { 'content-type': 'application/json' } }))).toBeNull();
  });
});

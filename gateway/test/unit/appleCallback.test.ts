// Apple's form post to /auth/apple/callback: passed on to the sign-in page in the URL fragment, nothing kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE_CALLBACK_PATH, serveAppleCallback } from '../../src/members/appleCallback.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => void serveAppleCallback(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${APPLE_CALLBACK_PATH}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, type = 'application/x-www-form-urlencoded') =>
  fetch(base, { method: 'POST', body, headers: { 'content-type': type }, redirect: 'manual' });

describe('Apple sign-in callback', () => {
  it("sends the browser to the sign-in page of the state's language with Apple's answer in the fragment", async () => {
    const user = JSON.stringify({ name: { firstName: 'Noura', lastName: 'Alshehri' }, email: 'noura@example.com' });
    const form = new URLSearchParams({ code: 'c1', id_token: 'a.b.c', state: 'abc~ar', user, extra: 'dropped' });
    const response = await post(form.toString());
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = response.headers.get('location')!;
    expect(location.startsWith('/ar/sign-in#apple&')).toBe(true);
    const answer = new URLSearchParams(location.split('#')[1]);
    expect(Object.fromEntries(answer)).toEqual({ apple: '', code: 'c1', id_token: 'a.b.c', state: 'abc~ar', user });

    const english = await post(new URLSearchParams({ id_token: 'a.b.c', state: 'abc~en' }).toString());
    expect(english.headers.get('location')).toMatch(/^\/sign-in#apple&/);
  });

  it('a cancel, or an answer without a token, comes back as an error', async () => {
    const cancelled = await post(new URLSearchParams({ error: 'user_cancelled_authorize', state: 's~en' }).toString());
    expect(new URLSearchParams(cancelled.headers.get('location')!.split('#')[1]).get('error')).toBe(
      'user_cancelled_authorize',
    );
    const empty = await post('state=s~en');
    expect(new URLSearchParams(empty.headers.get('location')!.split('#')[1]).get('error')).toBe('invalid_response');
  });

  it('refuses what is not a form post from Apple', async () => {
    expect((await fetch(base)).status).toBe(405);
    expect((await post('{"id_token":"x"}', 'application/json')).status).toBe(400);
    expect((await post(`id_token=${'x'.repeat(20_000)}`)).status).toBe(413);
  });
});

// Abuse (docs/operations.md#abuse): security headers on every response, request ids handed to the REST API,
// the caller's address passed on, and sign-in throttling worded in the viewer's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, json, type FakeUpstream } from '../support/fakeUpstream.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { PASSWORD, signUp, uniqueEmail } from '../support/members.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token { accessToken } userErrors { message } } }`;

describe('security headers', () => {
  it('come with every kind of response: pages, GraphQL, health, media, errors', async () => {
    const answers = await Promise.all([
      fetch(`${gateway.url}/en`),
      fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
      fetch(`${gateway.url}/health`),
      fetch(`${gateway.url}/media/nothing-here.png`),
      fetch(`${gateway.url}/assets/missing.js`),
    ]);
    for (const answer of answers) {
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(policy).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("allow the app's own scripts only: no inline script, no eval", async () => {
    const policy = (await fetch(`${gateway.url}/en`)).headers.get('content-security-policy')!;
    const scripts = /script-src ([^;]*)/.exec(policy)![1];
    expect(scripts).toBe("'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('let the Google Maps script in only when a key is configured', async () => {
    const withMaps = await startGateway({ googleMapsApiKey: 'test-key' });
    try {
      const policy = (await fetch(`${withMaps.url}/en`)).headers.get('content-security-policy')!;
      expect(/script-src ([^;]*)/.exec(policy)![1]).toBe("'self' https://maps.googleapis.com");
    } finally {
      await withMaps.close();
    }
  });
});

describe('request ids and addresses', () => {
  let upstream: FakeUpstream;
  let viaFake: TestGateway;
  beforeAll(async () => {
    upstream = await startFakeUpstream((req, res) =>
      req.url?.startsWith('/api/v1/cities')
        ? json(res, 200, { count: 0, next: null, previous: null, results: [] })
        : json(res, 404, { detail: 'Not found.', code: 'not_found' }),
    );
    viaFake = await startGateway({ upstreamUrl: upstream.url });
  });
  afterAll(async () => {
    await viaFake.close();
    await upstream.close();
  });

  it("pass the caller's request id to every upstream call, or a new one, and answer it", async () => {
    const given = await viaFake.graphql(
      '{ cities(first: 1) { edges { node { id } } } }',
      {},
      { 'x-request-id': 'lb-42' },
    );
    expect(given.headers.get('x-request-id')).toBe('lb-42');
    expect(upstream.requests.at(-1)!.headers['x-request-id']).toBe('lb-42');

    const made = await viaFake.graphql(
      '{ cities(first: 1) { edges { node { id } } } }',
      {},
      {
        'x-request-id': 'not a valid id; dropped',
      },
    );
    const id = made.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.requests.at(-1)!.headers['x-request-id']).toBe(id);
  });

  it("pass the caller's address, not a forwarded one it made up (no trusted load balancer)", async () => {
    await viaFake.graphql('{ cities(first: 1) { edges { node { id } } } }', {}, { 'x-forwarded-for': '203.0.113.9' });
    expect(upstream.requests.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("behind a trusted load balancer (TRUST_PROXY=1), pass its X-Forwarded-For on with the balancer's address", async () => {
    const behind = await startGateway({ upstreamUrl: upstream.url, trustProxy: true });
    try {
      await behind.graphql('{ cities(first: 1) { edges { node { id } } } }', {}, { 'x-forwarded-for': '203.0.113.9' });
      expect(upstream.requests.at(-1)!.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    } finally {
      await behind.close();
    }
  });
});

describe('sign-in throttling', () => {
  it('after 5 failures, refuses with RATE_LIMITED, says when to retry in the viewer language, even with the right password', async () => {
    const email = uniqueEmail('throttled');
    await signUp(gateway, email);
    for (let n = 0; n < 5; n++) {
      const failed = await gateway.graphql(SIGN_IN, { input: { email, password: `Wrong${n}abcd` } });
      expect(failed.body.data?.signIn.userErrors).toEqual([{ message: 'Invalid credentials given.' }]);
    }
    const refused = await gateway.graphql(SIGN_IN, { input: { email, password: PASSWORD } });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Too many failed sign-in attempts. Try again in 15 min.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
    });
    const inArabic = await gateway.graphql(
      SIGN_IN,
      { input: { email, password: PASSWORD } },
      { 'accept-language': 'ar' },
    );
    expect(inArabic.body.errors?.[0]).toMatchObject({
      message: 'محاولات تسجيل دخول فاشلة كثيرة. عدد الدقائق المتبقية قبل إعادة المحاولة: 15.',
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});

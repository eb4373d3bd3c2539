// Upstream failures become GraphQL errors with a code and a precise message, never a crash.
import { afterEach, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { closedPort, json, startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function gatewayOn(upstreamUrl: string, upstreamTimeoutMs = 8000): Promise<TestGateway> {
  const gateway = await startGateway({ upstreamUrl, upstreamTimeoutMs });
  cleanups.push(() => gateway.close());
  return gateway;
}

async function fake(handle: Parameters<typeof startFakeUpstream>[0]): Promise<FakeUpstream> {
  const upstream = await startFakeUpstream(handle);
  cleanups.push(() => upstream.close());
  return upstream;
}

describe('upstream failures', () => {
  it('upstream down: UPSTREAM_UNAVAILABLE with a precise message', async () => {
    const gateway = await gatewayOn(`http://127.0.0.1:${await closedPort()}`);
    const response = await gateway.graphql('{ eventCategories { id } }');
    expect(response.status).toBe(200);
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: 'The Dalil service is unavailable (connection refused).',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      }),
    ]);
  });

  it('slow upstream: UPSTREAM_TIMEOUT after the configured time, not asked again (no pile-up on it)', async () => {
    const upstream = await fake(() => {
      // Never answers.
    });
    const gateway = await gatewayOn(upstream.url, 150);
    const started = Date.now();
    const response = await gateway.graphql('{ audiences { id } }');
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: 'The Dalil service did not answer within 150 ms.',
        extensions: { code: 'UPSTREAM_TIMEOUT' },
      }),
    ]);
    expect(upstream.requests).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('retries a GET answered 503, then succeeds', async () => {
    let attempts = 0;
    const upstream = await fake((_req, res) => {
      attempts += 1;
      if (attempts === 1) json(res, 503, { detail: 'Busy' });
      else json(res, 200, { results: [{ id: 1, slug: 'families', name_en: 'Families', name_ar: 'العائلات' }] });
    });
    const gateway = await gatewayOn(upstream.url);
    const response = await gateway.graphql('{ audiences { rawId name } }');
    expect(response.body).toEqual({ data: { audiences: [{ rawId: 1, name: 'Families' }] } });
    expect(attempts).toBe(2);
  });

  it('does not retry a POST', async () => {
    const upstream = await fake((_req, res) => json(res, 503, { detail: 'Try again later.' }));
    const gateway = await gatewayOn(upstream.url);
    const response = await gateway.graphql(
      `mutation { recordStats(input: { type: BUY_TICKETS, itemId: "${Buffer.from('Event:1').toString('base64')}" }) { recorded } }`,
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Try again later.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(upstream.requests.map((r) => r.method)).toEqual(['POST']);
  });

  it.each([
    [401, { detail: 'Invalid client key.' }, 'UNAUTHENTICATED', 'Invalid client key.'],
    [
      403,
      { detail: 'You do not have permission to perform this action.' },
      'FORBIDDEN',
      'You do not have permission to perform this action.',
    ],
    [
      400,
      { per_page: ['Ensure this value is less than or equal to 100.'] },
      'BAD_USER_INPUT',
      'Ensure this value is less than or equal to 100.',
    ],
    [
      409,
      { non_field_errors: ['The fields user, name must make a unique set.'] },
      'CONFLICT',
      'The fields user, name must make a unique set.',
    ],
    [500, 'not json', 'UPSTREAM_ERROR', 'Internal Server Error'],
    [502, 'not json', 'UPSTREAM_UNAVAILABLE', 'Bad Gateway'],
  ])('maps status %i to its code and message', async (status, body, code, message) => {
    const upstream = await fake((_req, res) =>
      typeof body === 'string'
        ? res.writeHead(status, { 'content-type': 'text/plain' }).end(body)
        : json(res, status, body),
    );
    const gateway = await gatewayOn(upstream.url);
    const response = await gateway.graphql('{ eventCategories { id } }');
    expect(response.body.errors?.[0]).toMatchObject({ message, extensions: { code } });
  });

  it('a REST 500 is UPSTREAM_ERROR with the request id, not UPSTREAM_UNAVAILABLE, worded in the viewer language', async () => {
    const upstream = await fake((req, res) =>
      json(res.setHeader('x-request-id', String(req.headers['x-request-id'])), 500, {
        detail: 'Internal server error.',
        code: 'server_error',
      }),
    );
    const gateway = await gatewayOn(upstream.url);
    const english = await gateway.graphql('{ eventCategories { id } }', undefined, { 'x-request-id': 'req-500-en' });
    expect(english.body.errors?.[0]).toMatchObject({
      message: 'Internal server error.',
      extensions: { code: 'UPSTREAM_ERROR', status: 500, requestId: 'req-500-en' },
    });
    const arabic = await gateway.graphql('{ eventCategories { id } }', undefined, { 'accept-language': 'ar' });
    const requestId = arabic.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(arabic.body.errors?.[0]).toMatchObject({
      message: 'خطأ داخلي في الخادم.',
      extensions: { code: 'UPSTREAM_ERROR', requestId },
    });
  });

  it('sends the client key, Source and the language; a bearer token replaces the key', async () => {
    const upstream = await fake((_req, res) => json(res, 200, { results: [] }));
    const gateway = await gatewayOn(upstream.url);
    await gateway.graphql('{ audiences { id } }', undefined, { 'accept-language': 'ar' });
    expect(upstream.requests[0].headers).toMatchObject({
      'x-client-key': 'dalil-web-dev-key',
      source: 'cms',
      'accept-language': 'ar',
    });
    // Reference data is read as a visitor whoever asks (it fills a cache shared by everyone); a member's own read is not.
    await gateway.graphql('{ viewer { me { id } } }', undefined, { authorization: 'Bearer member-token' });
    expect(upstream.requests[1].headers.authorization).toBe('Bearer member-token');
    expect(upstream.requests[1].headers['x-client-key']).toBeUndefined();
  });
});

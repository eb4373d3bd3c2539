// What the members' mutations put on the wire (forms, basic auth, multipart), checked on a fake upstream.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const ACCESS = 'access-token-of-the-test';
const user = {
  id: 7,
  first_name: 'Sara',
  last_name: 'Ali',
  username: null,
  email: 'sara@example.com',
  image: null,
  language: 'ar',
  metropolis: null,
  phone_number: null,
  phone_number_country_code: '966',
  phone_number_local: null,
  verified: false,
  is_email_verified: false,
  is_private: false,
  is_place_owner: false,
  role: 'member',
  follower_count: 0,
  following_count: 0,
  ugc_points: 0,
  ugc_level: 1,
  created_at: '2026-01-01T00:00:00Z',
};
const token = {
  access_token: ACCESS,
  token_type: 'Bearer',
  expires_in: 3600,
  refresh_token: 'refresh-token-of-the-test',
  scope: 'read write',
  created_at: 1,
};

let upstream: FakeUpstream;
let gateway: TestGateway;
let received: Received[] = [];

beforeAll(async () => {
  upstream = await startFakeUpstream((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (req.headers.authorization === 'Bearer expired-token') return json(res, 401, { detail: 'Token expired.' });
      if (req.url === '/api/v1/audiences/')
        return json(res, 200, { results: [{ id: 1, slug: 'families', name_en: 'Families', name_ar: 'العائلات' }] });
      if (req.url === '/oauth/token/' || req.url === '/api/v1/auth/facebook/') return json(res, 200, token);
      if (req.url === '/api/v1/me/') return json(res, 200, user);
      if (req.url === '/api/v1/me/7/') return json(res, 200, { ...user, first_name: 'Sarah' });
      json(res, 200, { detail: 'Done.' });
    });
  });
  gateway = await startGateway({ upstreamUrl: upstream.url, oauthClientId: 'web-id', oauthClientSecret: 'web-secret' });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
beforeEach(() => {
  received = [];
});

const bearer = { authorization: `Bearer ${ACCESS}` };

describe('members on the wire', () => {
  it('signIn posts a urlencoded password grant with the client credentials; no secret in the call log', async () => {
    const response = await gateway.graphql(
      'mutation { signIn(input: {email: "sara@example.com", password: "Secret123"}) { token { accessToken } viewer { me { firstName } } } }',
    );
    expect(response.body.data?.signIn).toEqual({
      token: { accessToken: ACCESS },
      viewer: { me: { firstName: 'Sara' } },
    });
    const [grant, me] = received;
    expect(grant.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(grant.body.toString()))).toEqual({
      grant_type: 'password',
      username: 'sara@example.com',
      password: 'Secret123',
      client_id: 'web-id',
      client_secret: 'web-secret',
    });
    // The viewer of the payload is read with the new token.
    expect(me.headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(JSON.stringify(response.calls)).not.toMatch(/Secret123|web-secret|access-token/);
  });

  it('social sign-in carries Source: web-app; every other call the CMS source', async () => {
    const response = await gateway.graphql(
      'mutation { signInWithFacebook(input: {accessToken: "fb"}) { token { accessToken } viewer { me { firstName } } } }',
    );
    expect(response.body.data?.signInWithFacebook.viewer.me).toEqual({ firstName: 'Sara' });
    const [social, ...rest] = received;
    expect(social.url).toBe('/api/v1/auth/facebook/');
    expect(social.headers.source).toBe('web-app');
    expect(rest.length).toBeGreaterThan(0);
    for (const call of rest) expect(call.headers.source).toBe('cms');
  });

  it('verifyEmail uses basic auth of the OAuth2 client and a JSON body', async () => {
    const response = await gateway.graphql(
      'mutation { verifyEmail(input: {token: "abc"}) { ok userErrors { field message } } }',
    );
    expect(response.body.data?.verifyEmail).toEqual({ ok: true, userErrors: [] });
    expect(received[0].headers.authorization).toBe(`Basic ${Buffer.from('web-id:web-secret').toString('base64')}`);
    expect(JSON.parse(received[0].body.toString())).toEqual({ token: 'abc' });
  });

  it('signOut revokes the request token with a form', async () => {
    const response = await gateway.graphql('mutation { signOut { signedOut } }', undefined, bearer);
    expect(response.body.data?.signOut).toEqual({ signedOut: true });
    expect(received[0].url).toBe('/oauth/revoke/');
    expect(received[0].headers.authorization).toBe(`Bearer ${ACCESS}`);
    expect(received[0].body.toString()).toBe(`token=${ACCESS}`);
  });

  it('updateProfile forwards the changed fields and the file as multipart to PATCH /me/{id}/', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'me.png', { type: 'image/png' });
    const response = await gateway.upload(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { user { firstName } userErrors { message } } }',
      { input: { firstName: 'Sarah', isPrivate: true, username: null, image: null } },
      { 'input.image': png },
      { 'graphql-require-preflight': '1', ...bearer },
    );
    expect(response.body).toEqual({ data: { updateProfile: { user: { firstName: 'Sarah' }, userErrors: [] } } });
    const patch = received.find((request) => request.method === 'PATCH')!;
    expect(patch.url).toBe('/api/v1/me/7/');
    const form = await new Response(new Uint8Array(patch.body), {
      headers: { 'content-type': patch.headers['content-type']! },
    }).formData();
    expect(form.get('first_name')).toBe('Sarah');
    expect(form.get('is_private')).toBe('true');
    expect(form.get('username')).toBe('');
    expect(form.has('last_name')).toBe(false);
    const image = form.get('image') as File;
    expect([image.name, image.type, [...new Uint8Array(await image.arrayBuffer())]]).toEqual([
      'me.png',
      'image/png',
      [0x89, 0x50, 0x4e, 0x47, 1, 2, 3],
    ]);
  });

  it('a multipart request without the preflight header is refused before any upstream call', async () => {
    const response = await gateway.upload(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }',
      { input: { image: null } },
      { 'input.image': new File(['x'], 'x.png', { type: 'image/png' }) },
      bearer,
    );
    expect(response.status).toBe(403);
    expect(received).toEqual([]);
  });

  it('member-only mutations ask a visitor to sign in', async () => {
    const response = await gateway.graphql('mutation { requestAccountDeletion { ok } }');
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: 'You can not proceed without being signed in',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
    expect(received).toEqual([]);
  });

  it('a rejected bearer token fails me with the upstream message; reference data is read as a visitor', async () => {
    const response = await gateway.graphql('{ viewer { me { id } } audiences { rawId } }', undefined, {
      authorization: 'Bearer expired-token',
    });
    expect(response.body.data).toEqual({ viewer: { me: null }, audiences: [{ rawId: 1 }] });
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: 'Token expired.',
        path: ['viewer', 'me'],
        extensions: { code: 'UNAUTHENTICATED', status: 401 },
      }),
    ]);
    const audiences = received.filter((request) => request.url === '/api/v1/audiences/');
    // Reference data fills a cache shared by everyone, so it is always read with the client key, never the token.
    expect(audiences.map((request) => [request.headers.authorization, request.headers['x-client-key']])).toEqual([
      [undefined, 'dalil-web-dev-key'],
    ]);
  });

  // A query of reference data alone sends no member's token upstream, so it cannot learn the token was rejected;
  // reads that do carry it report it (test/integration/membersSessions.test.ts, on the real REST API).
  it('a query of reference data alone is read as a visitor, without the token', async () => {
    const response = await gateway.graphql('{ audiences { rawId } }', undefined, {
      authorization: 'Bearer expired-token',
    });
    expect(response.body).toEqual({ data: { audiences: [{ rawId: 1 }] } });
    expect(received.map((request) => request.headers.authorization)).toEqual([undefined]);
  });

  it('a visitor or an accepted token gets no such error', async () => {
    for (const headers of [{}, bearer]) {
      const response = await gateway.graphql('{ audiences { rawId } }', undefined, headers);
      expect(response.body).toEqual({ data: { audiences: [{ rawId: 1 }] } });
    }
  });

  it('a cityId that is not a City id is a userError of that field, before any upstream call', async () => {
    const response = await gateway.graphql(
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { user { rawId } userErrors { field message } } }',
      { input: { cityId: Buffer.from('Event:3').toString('base64') } },
      bearer,
    );
    expect(response.body).toEqual({
      data: {
        updateProfile: { user: null, userErrors: [{ field: 'cityId', message: 'Expected City id, got a Event id' }] },
      },
    });
    expect(received).toEqual([]);
  });
});

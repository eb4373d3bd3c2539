// Facebook and Apple sign-in end to end: a rest-api configured for both, whose provider endpoints (Facebook's Graph
// API, Apple's signing keys) are a fake server.
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { SESSION_FIELDS, uniqueEmail } from '../support/members.ts';
import { startRestApi, type RunningRestApi } from '../support/restApi.ts';

const APP_ID = 'dalil-test-app';
const GOOD_TOKEN = 'facebook-token-of-faisal';
const email = uniqueEmail('faisal');
const APPLE_CLIENT = 'sa.dalil.test';
const appleKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const appleJwk = { ...appleKeys.publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };

/** An id_token as Apple signs it. */
function appleIdToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'RS256', kid: 'test-key' })}.${part(claims)}`;
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), appleKeys.privateKey).toString('base64url')}`;
}

let graph: FakeUpstream;
let restApi: RunningRestApi;
let gateway: TestGateway;

beforeAll(async () => {
  graph = await startFakeUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.test');
    if (url.pathname === '/apple/keys') return json(res, 200, { keys: [appleJwk] });
    if (url.pathname === '/debug_token') {
      const valid = url.searchParams.get('input_token') === GOOD_TOKEN;
      return json(res, 200, {
        data: valid ? { is_valid: true, app_id: APP_ID, user_id: '4242' } : { is_valid: false },
      });
    }
    if (url.pathname === '/me' && url.searchParams.get('access_token') === GOOD_TOKEN) {
      return json(res, 200, { id: '4242', email, first_name: 'Faisal', last_name: 'Harbi' });
    }
    json(res, 400, { error: { message: 'Invalid OAuth access token.' } });
  });
  restApi = await startRestApi({
    FACEBOOK_APP_ID: APP_ID,
    FACEBOOK_APP_SECRET: 'app-secret',
    FACEBOOK_GRAPH_URL: graph.url,
    APPLE_CLIENT_ID: APPLE_CLIENT,
    APPLE_KEYS_URL: `${graph.url}/apple/keys`,
  });
  gateway = await startGateway({ upstreamUrl: restApi.url });
});
afterAll(async () => {
  await gateway?.close();
  await restApi?.stop();
  await graph?.close();
});

const SIGN_IN = `mutation ($input: SignInWithFacebookInput!) { signInWithFacebook(input: $input) { ${SESSION_FIELDS} } }`;

it('the viewer learns that both social sign-ins are available', async () => {
  const response = await gateway.graphql('{ viewer { socialSignIn { facebook apple } } }');
  expect(response.body.data?.viewer.socialSignIn).toEqual({ facebook: true, apple: true });
});

it('a token the provider vouches for opens a session of the member behind it', async () => {
  const response = await gateway.graphql(SIGN_IN, { input: { accessToken: GOOD_TOKEN } });
  const payload = response.body.data!.signInWithFacebook;
  expect(payload).toMatchObject({
    userErrors: [],
    token: { tokenType: 'Bearer', scope: 'read write' },
    viewer: { me: { email, firstName: 'Faisal', lastName: 'Harbi' } },
  });
  // The same Facebook account signs in to the same member again.
  const again = await gateway.graphql(SIGN_IN, { input: { accessToken: GOOD_TOKEN } });
  expect(again.body.data?.signInWithFacebook.viewer.me.rawId).toBe(payload.viewer.me.rawId);
});

it('a token the provider refuses is a userError of the sign-in, not an UNAUTHENTICATED request', async () => {
  const response = await gateway.graphql(
    SIGN_IN,
    { input: { accessToken: 'stolen-or-expired' } },
    { 'accept-language': 'en' },
  );
  expect(response.body.errors).toBeUndefined();
  expect(response.body.data?.signInWithFacebook).toEqual({
    token: null,
    viewer: { me: null },
    userErrors: [{ field: null, message: 'The sign-in could not be verified with the provider.' }],
  });
});

const APPLE_SIGN_IN = `mutation ($input: SignInWithAppleInput!) { signInWithApple(input: $input) { ${SESSION_FIELDS} } }`;

it('an Apple id_token signed by a published key opens a session, with the names the app sent', async () => {
  const appleEmail = uniqueEmail('apple');
  const claims = {
    iss: 'https://appleid.apple.com',
    aud: APPLE_CLIENT,
    sub: `apple-${appleEmail}`,
    email: appleEmail,
    email_verified: true,
    exp: Math.floor(Date.now() / 1000) + 600,
  };
  const input = { accessToken: 'apple-code', idToken: appleIdToken(claims), firstName: 'Lama', lastName: 'Qahtani' };
  const response = await gateway.graphql(APPLE_SIGN_IN, { input });
  expect(response.body.data?.signInWithApple).toMatchObject({
    userErrors: [],
    token: { tokenType: 'Bearer' },
    viewer: { me: { email: appleEmail, firstName: 'Lama', lastName: 'Qahtani' } },
  });

  const expired = await gateway.graphql(APPLE_SIGN_IN, {
    input: { ...input, idToken: appleIdToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }) },
  });
  expect(expired.body.data?.signInWithApple).toMatchObject({
    token: null,
    userErrors: [{ field: null, message: 'The sign-in could not be verified with the provider.' }],
  });
});

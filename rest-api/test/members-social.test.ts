// Facebook and Apple sign-in against fake providers on a local port: a Graph API answering debug_token and /me, and
// a JWKS of a key this test signs Apple id_tokens with.
import { generateKeyPairSync, sign } from 'node:crypto';
import { expect, it } from 'vitest';
import { FIXTURE_NOW } from './fixtures/seed.ts';
import { fakeProvider } from './helpers/fakeProvider.ts';
import { describeApi } from './helpers/app.ts';
import { bearer } from './helpers/members.ts';

const APP_ID = 'fb-app';
const APPLE_CLIENT = 'sa.dalil.web';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const facebookUsers: Record<
  string,
  { id: string; email?: string; first_name: string; last_name: string; app?: string }
> = {
  'fb-token-huda': { id: '1001', email: 'huda@example.com', first_name: 'Huda', last_name: 'Alamri' },
  'fb-token-sara': { id: '1002', email: 'sara@example.com', first_name: 'Sara', last_name: 'A' },
  'fb-token-no-email': { id: '1004', first_name: 'No', last_name: 'Email' },
  'fb-token-other-app': { id: '1003', email: 'x@example.com', first_name: 'X', last_name: 'Y', app: 'someone-else' },
};

const provider = fakeProvider((url, send) => {
  if (url.pathname === '/graph/debug_token') {
    if (url.searchParams.get('access_token') !== `${APP_ID}|fb-secret`) return send({ error: 'bad app token' }, 400);
    const user = facebookUsers[url.searchParams.get('input_token') ?? ''];
    return send({
      data: user ? { is_valid: true, app_id: user.app ?? APP_ID, user_id: user.id } : { is_valid: false },
    });
  }
  if (url.pathname === '/graph/me') {
    const user = facebookUsers[url.searchParams.get('access_token') ?? ''];
    return user
      ? send({ id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name })
      : send({}, 400);
  }
  if (url.pathname === '/apple/keys')
    return send({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }] });
  return send({}, 404);
});

function appleIdToken(claims: Record<string, unknown>, kid = 'k1'): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', kid })}.${part({
    iss: 'https://appleid.apple.com',
    aud: APPLE_CLIENT,
    exp: FIXTURE_NOW.getTime() / 1000 + 600,
    sub: 'apple-001',
    email: 'amal@privaterelay.appleid.com',
    email_verified: 'true',
    ...claims,
  })}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
}

describeApi(
  'social sign-in (configured)',
  (api) => {
    const facebook = (accessToken: string) =>
      api.request({ method: 'POST', url: '/api/v1/auth/facebook/', payload: { access_token: accessToken } });
    const apple = (idToken: string, names: object = {}) =>
      api.request({
        method: 'POST',
        url: '/api/v1/auth/apple/',
        payload: { access_token: 'code', id_token: idToken, ...names },
      });

    it('providers say both are configured', async () => {
      expect((await api.get('/api/v1/auth/providers/')).json).toEqual({
        facebook: true,
        apple: true,
        facebook_app_id: APP_ID,
        facebook_login_url: 'https://www.facebook.com/v19.0/dialog/oauth',
        apple_client_id: APPLE_CLIENT,
        apple_login_url: `${provider.base}/apple/authorize`,
      });
    });

    it('Facebook: a valid token of our app signs in a new member, then the same member again', async () => {
      const first = await facebook('fb-token-huda');
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read write' });
      const me = (await api.get('/api/v1/me/', bearer(first.json.access_token))).json;
      expect(me).toMatchObject({
        email: 'huda@example.com',
        first_name: 'Huda',
        last_name: 'Alamri',
        is_email_verified: true,
      });
      const again = (await api.get('/api/v1/me/', bearer((await facebook('fb-token-huda')).json.access_token))).json;
      expect(again.id).toBe(me.id);
    });

    it('Facebook: links an existing member by email; refuses tokens of other apps and unknown tokens', async () => {
      const sara = (await api.get('/api/v1/me/', bearer((await facebook('fb-token-sara')).json.access_token))).json;
      expect(sara).toMatchObject({ username: 'sara', first_name: 'Sara', last_name: 'Alharbi' });
      const refused = { status: 401, json: { detail: 'The sign-in could not be verified with the provider.' } };
      expect(await facebook('fb-token-other-app')).toMatchObject(refused);
      expect(await facebook('made-up')).toMatchObject(refused);
    });

    it('Apple: a signed id_token for our client signs in, with the names the app sends the first time', async () => {
      const answer = await apple(appleIdToken({}), { first_name: 'Amal', last_name: 'Alzahrani' });
      expect(answer.status).toBe(200);
      expect((await api.get('/api/v1/me/', bearer(answer.json.access_token))).json).toMatchObject({
        email: 'amal@privaterelay.appleid.com',
        first_name: 'Amal',
        last_name: 'Alzahrani',
        is_email_verified: true,
      });
    });

    it('needs an email from the provider, and a verified one to join an existing account', async () => {
      expect(await facebook('fb-token-no-email')).toMatchObject({
        status: 400,
        json: { email: ['This field is required.'] },
      });
      const unverified = await apple(
        appleIdToken({ sub: 'apple-002', email: 'sara@example.com', email_verified: 'false' }),
      );
      expect(unverified).toMatchObject({ status: 400, json: { email: ['A user with this email already exists.'] } });
    });

    it('Apple: refuses another audience, an expired token, an unknown key and a forged signature', async () => {
      const refused = 'The sign-in could not be verified with the provider.';
      expect((await apple(appleIdToken({ aud: 'someone.else' }))).json.detail).toBe(refused);
      expect((await apple(appleIdToken({ exp: FIXTURE_NOW.getTime() / 1000 - 1 }))).json.detail).toBe(refused);
      expect((await apple(appleIdToken({}, 'k2'))).json.detail).toBe(refused);
      const [header, , signature] = appleIdToken({}).split('.');
      const forged = `${header}.${Buffer.from(JSON.stringify({ iss: 'https://appleid.apple.com', aud: APPLE_CLIENT, exp: 9e9, sub: 'x' })).toString('base64url')}.${signature}`;
      expect((await apple(forged)).status).toBe(401);
      expect((await apple('not-a-jwt')).status).toBe(401);
    });
  },
  {
    config: () => ({
      facebook: { appId: APP_ID, appSecret: 'fb-secret', graphUrl: `${provider.base}/graph` },
      apple: {
        clientId: APPLE_CLIENT,
        keysUrl: `${provider.base}/apple/keys`,
        authorizeUrl: `${provider.base}/apple/authorize`,
      },
    }),
  },
);

// Sessions against the real rest-api: sign up, sign in, refresh, sign out, bad and expired tokens, social sign-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { bearer, PASSWORD, SESSION_FIELDS, signUp, uniqueEmail } from '../support/members.ts';
import { codes, globalId } from '../support/queries.ts';
import { startRestApi, type RunningRestApi } from '../support/restApi.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { ${SESSION_FIELDS} } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { ${SESSION_FIELDS} } }`;
const REFRESH = `mutation ($input: RefreshSessionInput!) { refreshSession(input: $input) { ${SESSION_FIELDS} } }`;
const ME = '{ viewer { me { rawId email } } }';

const signIn = (target: TestGateway, email: string, password: string) =>
  target.graphql(SIGN_IN, { input: { email, password } });

describe('visitors', () => {
  it('have no me, see which social sign-ins exist, and read a User node as the public profile (tip authors)', async () => {
    const response = await gateway.graphql(
      `{ viewer { me { id } socialSignIn { facebook apple } } node(id: "${globalId('User', 1)}") { id ... on User { email phoneNumber } } }`,
    );
    expect(response.body).toEqual({
      data: {
        viewer: { me: null, socialSignIn: { facebook: false, apple: false } },
        node: { id: globalId('User', 1), email: null, phoneNumber: null },
      },
    });
    expect(response.calls).not.toContain('GET /api/v1/me/');
  });
});

describe('signUp', () => {
  it('opens a session: the token of docs/members.md#tokens and the new member as viewer.me', async () => {
    const email = uniqueEmail('signup');
    const response = await gateway.graphql(SIGN_UP, {
      input: { firstName: 'Noura', lastName: 'Saleh', email, password: PASSWORD, phoneNumber: '0512345678' },
    });
    const payload = response.body.data!.signUp;
    expect(payload.userErrors).toEqual([]);
    expect(payload.token).toEqual({
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      expiresIn: 3600,
      refreshToken: expect.any(String),
      scope: 'read write',
      createdAt: expect.any(Number),
    });
    expect(Math.abs(payload.token.createdAt - Date.now() / 1000)).toBeLessThan(60);
    expect(payload.viewer.me).toEqual({ rawId: expect.any(Number), email, firstName: 'Noura', lastName: 'Saleh' });
    // The token works for later requests.
    const me = await gateway.graphql(ME, undefined, bearer(payload.token.accessToken));
    expect(me.body.data?.viewer.me).toEqual({ rawId: payload.viewer.me.rawId, email });
  });

  it('answers field errors with GraphQL field names and no session', async () => {
    const response = await gateway.graphql(SIGN_UP, {
      input: { firstName: 'N', lastName: 'Saleh', email: 'not-an-email', password: 'short', phoneNumber: '12' },
    });
    const payload = response.body.data!.signUp;
    expect(payload.token).toBeNull();
    expect(payload.viewer.me).toBeNull();
    const fields = payload.userErrors.map((error: { field: string }) => error.field);
    expect(new Set(fields)).toEqual(new Set(['firstName', 'email', 'password', 'phoneNumber']));
    expect(payload.userErrors).toContainEqual({ field: 'email', message: 'Email address is invalid' });
    expect(payload.userErrors).toContainEqual({ field: 'phoneNumber', message: 'Phone number is incorrect' });
    // A password error is its first entry only, without list quoting.
    const passwordErrors = payload.userErrors.filter((error: { field: string }) => error.field === 'password');
    expect(passwordErrors).toHaveLength(1);
    expect(passwordErrors[0].message).not.toMatch(/^\[|^'/);
  });

  it('refuses a duplicate email as a userError of the email field', async () => {
    const { email } = await signUp(gateway);
    const response = await gateway.graphql(SIGN_UP, {
      input: { firstName: 'Other', lastName: 'Person', email, password: PASSWORD },
    });
    expect(response.body.data?.signUp).toMatchObject({
      token: null,
      userErrors: [{ field: 'email', message: 'A user with this email already exists.' }],
    });
  });
});

describe('signIn', () => {
  it('with the right password answers a token and the member', async () => {
    const { email, rawId } = await signUp(gateway);
    const response = await signIn(gateway, email, PASSWORD);
    expect(response.body.data?.signIn).toMatchObject({
      userErrors: [],
      token: { tokenType: 'Bearer' },
      viewer: { me: { rawId, email } },
    });
  });

  it("with a wrong password or an unknown email answers 'Invalid credentials given.'", async () => {
    const { email } = await signUp(gateway);
    for (const [who, password] of [
      [email, 'Wrong1234'],
      [uniqueEmail('nobody'), PASSWORD],
    ]) {
      const response = await signIn(gateway, who, password);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.signIn).toEqual({
        token: null,
        viewer: { me: null },
        userErrors: [{ field: null, message: 'Invalid credentials given.' }],
      });
    }
  });
});

describe('viewer.me and node(User)', () => {
  it('a seeded member (README) reads their level in the viewer language and their city', async () => {
    const signedIn = await signIn(gateway, 'sara@example.com', 'Dalil2026!');
    const { accessToken } = signedIn.body.data!.signIn.token;
    const query = '{ viewer { me { level levelName nextLevelPoints points city { name } language } } }';
    const english = await gateway.graphql(query, undefined, bearer(accessToken));
    expect(english.body.data?.viewer.me).toMatchObject({
      level: 3,
      levelName: 'Local Guide',
      nextLevelPoints: 400,
      city: { name: 'Jeddah' },
      language: 'en',
    });
    expect(english.body.data?.viewer.me.points).toBeGreaterThanOrEqual(150);
    const arabic = await gateway.graphql(query, undefined, { ...bearer(accessToken), 'accept-language': 'ar' });
    expect(arabic.body.data?.viewer.me).toMatchObject({ levelName: 'دليل محلي', city: { name: 'جدة' } });
  });

  it('reads the profile and stats once per request, in the viewer language; only the viewer themself is a node', async () => {
    const { accessToken, rawId, email } = await signUp(gateway);
    const query = `{
      viewer { me { id rawId fullName email language isEmailVerified isPrivate role points level levelName nextLevelPoints counts { tips photos placeEdits } createdAt } }
      own: node(id: "${globalId('User', rawId)}") { ... on User { rawId levelName } }
      other: node(id: "${globalId('User', rawId + 100000)}") { id }
    }`;
    const response = await gateway.graphql(query, undefined, { ...bearer(accessToken), 'accept-language': 'ar' });
    expect(response.body.errors).toBeUndefined();
    const me = response.body.data!.viewer.me;
    expect(me).toMatchObject({
      id: globalId('User', rawId),
      rawId,
      fullName: 'Noura Saleh',
      email,
      language: 'en',
      isEmailVerified: false,
      isPrivate: false,
      role: 'member',
    });
    expect(me.counts).toEqual({ tips: 0, photos: 0, placeEdits: 0 });
    expect(Number.isInteger(me.points) && Number.isInteger(me.level)).toBe(true);
    expect(me.levelName).toMatch(/[\u0600-\u06FF]/);
    expect(response.body.data!.own).toEqual({ rawId, levelName: me.levelName });
    expect(response.body.data!.other).toBeNull();
    expect(response.calls.filter((call) => call === 'GET /api/v1/me/')).toHaveLength(1);
    expect(response.calls.filter((call) => call === 'GET /api/v1/me/stats/')).toHaveLength(1);
  });

  it('profile fields alone need no stats call', async () => {
    const { accessToken } = await signUp(gateway);
    const response = await gateway.graphql(
      '{ viewer { me { firstName points level } } }',
      undefined,
      bearer(accessToken),
    );
    expect(response.body.data?.viewer.me).toMatchObject({ firstName: 'Noura' });
    expect(response.calls).toEqual(['GET /api/v1/me/']);
  });

  it('a bad bearer token is UNAUTHENTICATED on me only: public content is read as a visitor', async () => {
    const query = '{ viewer { locale city { rawId } me { id } } eventCategories { rawId } }';
    const visitor = await gateway.graphql(query);
    const response = await gateway.graphql(query, undefined, bearer('not-a-real-token'));
    expect(response.body.data).toEqual({ ...visitor.body.data, viewer: { ...visitor.body.data!.viewer, me: null } });
    expect(response.body.data!.eventCategories.length).toBeGreaterThan(0);
    expect(codes(response.body)).toEqual(['UNAUTHENTICATED']);
    expect(response.body.errors![0].path).toEqual(['viewer', 'me']);
    // A public call the upstream rejects is made again once, as a visitor.
    const publicCalls = response.calls.filter((call) => call !== 'GET /api/v1/me/');
    expect(new Set(publicCalls)).toEqual(new Set(visitor.calls));
    for (const call of visitor.calls) expect(publicCalls.filter((made) => made === call).length).toBeLessThanOrEqual(2);
  });
});

describe('refreshSession and signOut', () => {
  it('a refresh token gives a new working access token; a bad one gives a userError', async () => {
    const { refreshToken, accessToken, rawId } = await signUp(gateway);
    const response = await gateway.graphql(REFRESH, { input: { refreshToken } });
    const payload = response.body.data!.refreshSession;
    expect(payload).toMatchObject({ userErrors: [], viewer: { me: { rawId } } });
    expect(payload.token.accessToken).not.toBe(accessToken);
    const me = await gateway.graphql(ME, undefined, bearer(payload.token.accessToken));
    expect(me.body.data?.viewer.me.rawId).toBe(rawId);

    const bad = await gateway.graphql(REFRESH, { input: { refreshToken: 'no-such-refresh-token' } });
    expect(bad.body.data?.refreshSession).toMatchObject({
      token: null,
      viewer: { me: null },
      userErrors: [{ field: null, message: expect.any(String) }],
    });
  });

  it('signOut revokes the token: it is UNAUTHENTICATED afterwards', async () => {
    const { accessToken } = await signUp(gateway);
    const response = await gateway.graphql('mutation { signOut { signedOut } }', undefined, bearer(accessToken));
    expect(response.body).toEqual({ data: { signOut: { signedOut: true } } });
    expect(response.calls).toEqual(['POST /oauth/revoke/']);
    const after = await gateway.graphql(ME, undefined, bearer(accessToken));
    expect(after.body.data?.viewer.me).toBeNull();
    expect(codes(after.body)).toEqual(['UNAUTHENTICATED']);
  });

  it('signOut of a visitor asks to sign in', async () => {
    const response = await gateway.graphql('mutation { signOut { signedOut } }');
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        message: 'You can not proceed without being signed in',
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    ]);
  });
});

describe('an expired access token', () => {
  let shortLived: RunningRestApi;
  let target: TestGateway;
  beforeAll(async () => {
    // created_at is whole seconds, so a token lives between TTL - 1 and TTL seconds: 2 leaves the refreshed one time to work.
    shortLived = await startRestApi({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    target = await startGateway({ upstreamUrl: shortLived.url });
  });
  afterAll(async () => {
    await target.close();
    await shortLived.stop();
  });

  it('is UNAUTHENTICATED, and the refresh token still opens a new session', async () => {
    const { accessToken, refreshToken, rawId, expiresAt } = await signUp(target);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 100));
    const expired = await target.graphql(ME, undefined, bearer(accessToken));
    expect(expired.body.data?.viewer.me).toBeNull();
    expect(codes(expired.body)).toEqual(['UNAUTHENTICATED']);
    // Public data is still read (as a visitor), but the stale token is reported, even with no member field asked.
    const publicRead = await target.graphql(
      '{ events(first: 1, filter: { cityIds: [] }) { totalCount } }',
      undefined,
      bearer(accessToken),
    );
    expect(publicRead.body.data?.events.totalCount).toBeGreaterThan(0);
    expect(publicRead.body.errors).toEqual([
      { message: 'Token has expired.', extensions: { code: 'UNAUTHENTICATED', status: 401 } },
    ]);
    // The client may still attach the expired token to the refresh: the new session replaces it, public fields included.
    const refresh = `mutation ($input: RefreshSessionInput!) {
      refreshSession(input: $input) { token { expiresIn } viewer { city { rawId } me { rawId } } userErrors { message } }
    }`;
    const refreshed = await target.graphql(refresh, { input: { refreshToken } }, bearer(accessToken));
    expect(refreshed.body.errors).toBeUndefined();
    expect(refreshed.body.data?.refreshSession).toMatchObject({
      userErrors: [],
      token: { expiresIn: 2 },
      viewer: { city: { rawId: expect.any(Number) }, me: { rawId } },
    });
  });
});

describe('social sign-ins without configuration', () => {
  it('Facebook and Apple answer a clear userError and no session', async () => {
    const facebook = await gateway.graphql(
      `mutation { signInWithFacebook(input: {accessToken: "fb"}) { ${SESSION_FIELDS} } }`,
    );
    expect(facebook.body.data?.signInWithFacebook).toEqual({
      token: null,
      viewer: { me: null },
      userErrors: [{ field: null, message: 'Facebook sign-in is not configured.' }],
    });
    const apple = await gateway.graphql(
      `mutation { signInWithApple(input: {accessToken: "a", idToken: "b", email: "x@example.com"}) { ${SESSION_FIELDS} } }`,
    );
    expect(apple.body.data?.signInWithApple).toEqual({
      token: null,
      viewer: { me: null },
      userErrors: [{ field: null, message: 'Apple sign-in is not configured.' }],
    });
  });
});

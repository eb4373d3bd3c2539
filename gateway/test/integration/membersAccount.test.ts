// Account actions against the real rest-api: password reset, email verification, profile update, account deletion.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { bearer, PASSWORD, png, signUp, tokenFromOutbox } from '../support/members.ts';
import { codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
const restApiUrl = inject('restApiUrl');
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const ACTION_FIELDS = '{ ok userErrors { field message } }';
const signInErrors = async (email: string, password: string) =>
  (
    await gateway.graphql('mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { message } } }', {
      input: { email, password },
    })
  ).body.data?.signIn.userErrors;

describe('password reset', () => {
  it('emails a single-use token; the new password works, the old one and the old token do not', async () => {
    const { email, accessToken } = await signUp(gateway);
    const request = await gateway.graphql(
      `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) ${ACTION_FIELDS} }`,
      { input: { email } },
    );
    expect(request.body.data?.requestPasswordReset).toEqual({ ok: true, userErrors: [] });
    const token = await tokenFromOutbox(restApiUrl, email, 'reset-password');

    const reset = (password: string) =>
      gateway.graphql(`mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) ${ACTION_FIELDS} }`, {
        input: { token, password },
      });
    const weak = await reset('weak');
    expect(weak.body.data?.resetPassword.ok).toBe(false);
    expect(weak.body.data?.resetPassword.userErrors).toEqual([
      { field: 'password', message: expect.not.stringMatching(/^\[|^'/) },
    ]);

    expect((await reset('Moonlight2027')).body.data?.resetPassword).toEqual({ ok: true, userErrors: [] });
    expect(await signInErrors(email, 'Moonlight2027')).toEqual([]);
    expect(await signInErrors(email, PASSWORD)).toEqual([{ message: 'Invalid credentials given.' }]);
    expect(codes((await gateway.graphql('{ viewer { me { id } } }', undefined, bearer(accessToken))).body)).toEqual([
      'UNAUTHENTICATED',
    ]);

    const again = await reset('Starlight2028');
    expect(again.body.data?.resetPassword).toEqual({
      ok: false,
      userErrors: [{ field: 'token', message: expect.any(String) }],
    });
  });

  it('answers ok for an unknown email too (no account enumeration)', async () => {
    const response = await gateway.graphql(
      `mutation { requestPasswordReset(input: {email: "nobody.${Date.now()}@example.com"}) ${ACTION_FIELDS} }`,
    );
    expect(response.body.data?.requestPasswordReset).toEqual({ ok: true, userErrors: [] });
  });
});

describe('email verification', () => {
  it('verifies with the emailed token once; a used token is a userError of the token field', async () => {
    const { email, accessToken } = await signUp(gateway);
    const token = await tokenFromOutbox(restApiUrl, email, 'verify-email');
    const verify = () =>
      gateway.graphql(`mutation ($input: VerifyEmailInput!) { verifyEmail(input: $input) ${ACTION_FIELDS} }`, {
        input: { token },
      });
    expect((await verify()).body.data?.verifyEmail).toEqual({ ok: true, userErrors: [] });
    const me = await gateway.graphql('{ viewer { me { isEmailVerified } } }', undefined, bearer(accessToken));
    expect(me.body.data?.viewer.me.isEmailVerified).toBe(true);
    expect((await verify()).body.data?.verifyEmail).toEqual({
      ok: false,
      userErrors: [{ field: 'token', message: 'Invalid or expired token.' }],
    });
  });
});

describe('account deletion', () => {
  it('requests by email, then deletes by token: the member can neither use the token nor sign in', async () => {
    const { email, accessToken } = await signUp(gateway);
    const request = await gateway.graphql(
      `mutation { requestAccountDeletion ${ACTION_FIELDS} }`,
      undefined,
      bearer(accessToken),
    );
    expect(request.body.data?.requestAccountDeletion).toEqual({ ok: true, userErrors: [] });
    const token = await tokenFromOutbox(restApiUrl, email, 'delete-account');
    const confirm = () =>
      gateway.graphql(
        `mutation ($input: ConfirmAccountDeletionInput!) { confirmAccountDeletion(input: $input) ${ACTION_FIELDS} }`,
        { input: { token } },
      );
    expect((await confirm()).body.data?.confirmAccountDeletion).toEqual({ ok: true, userErrors: [] });
    expect(codes((await gateway.graphql('{ viewer { me { id } } }', undefined, bearer(accessToken))).body)).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(await signInErrors(email, PASSWORD)).toEqual([{ message: 'Invalid credentials given.' }]);
    expect((await confirm()).body.data?.confirmAccountDeletion).toMatchObject({
      ok: false,
      userErrors: [{ field: 'token' }],
    });
  });
});

describe('updateProfile', () => {
  const UPDATE = `mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user { rawId firstName lastName language phoneNumber phoneCountryCode isPrivate city { rawId } image { url thumbnail alt } }
      userErrors { field message }
    }
  }`;

  it('changes the profile fields; viewer.me reads them back', async () => {
    const { accessToken, rawId } = await signUp(gateway);
    const city = (await gateway.graphql('{ cities(first: 2) { edges { node { rawId } } } }')).body.data!.cities.edges[1]
      .node.rawId as number;
    const input = {
      firstName: 'Reem',
      lastName: 'Hassan',
      language: 'ar',
      cityId: globalId('City', city),
      phoneNumber: '0512345678',
      isPrivate: true,
    };
    const response = await gateway.graphql(UPDATE, { input }, bearer(accessToken));
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.updateProfile).toEqual({
      user: {
        rawId,
        firstName: 'Reem',
        lastName: 'Hassan',
        language: 'ar',
        phoneNumber: '512345678',
        phoneCountryCode: '966',
        isPrivate: true,
        city: { rawId: city },
        image: null,
      },
      userErrors: [],
    });
    expect(response.calls).toEqual(expect.arrayContaining(['GET /api/v1/me/', `PATCH /api/v1/me/${rawId}/`]));
    const me = await gateway.graphql(
      '{ viewer { me { firstName language city { rawId } } } }',
      undefined,
      bearer(accessToken),
    );
    expect(me.body.data?.viewer.me).toEqual({ firstName: 'Reem', language: 'ar', city: { rawId: city } });
  });

  it('field errors come back as userErrors and change nothing', async () => {
    const { accessToken } = await signUp(gateway);
    const response = await gateway.graphql(
      UPDATE,
      { input: { firstName: 'R', phoneNumber: '12345' } },
      bearer(accessToken),
    );
    expect(response.body.data?.updateProfile.user).toBeNull();
    const fields = response.body.data?.updateProfile.userErrors.map((error: { field: string }) => error.field);
    expect(new Set(fields)).toEqual(new Set(['firstName', 'phoneNumber']));
    const me = await gateway.graphql('{ viewer { me { firstName } } }', undefined, bearer(accessToken));
    expect(me.body.data?.viewer.me.firstName).toBe('Noura');
  });

  it('uploads a PNG through a real GraphQL multipart request; the image is served through /media/', async () => {
    const { accessToken } = await signUp(gateway);
    const file = new File([png(8, 8)], 'avatar.png', { type: 'image/png' });
    const response = await gateway.upload(
      UPDATE,
      { input: { image: null } },
      { 'input.image': file },
      { 'graphql-require-preflight': '1', ...bearer(accessToken) },
    );
    expect(response.body.errors).toBeUndefined();
    const image = response.body.data?.updateProfile.user.image;
    expect(image).toMatchObject({ url: expect.stringMatching(/^\/media\//), alt: 'Noura Saleh' });
    const served = await fetch(`${gateway.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
  });

  it('refuses a file that is not an image as a userError of the image field', async () => {
    const { accessToken } = await signUp(gateway);
    const file = new File(['just some text, not a picture'], 'notes.png', { type: 'image/png' });
    const response = await gateway.upload(
      UPDATE,
      { input: { image: null } },
      { 'input.image': file },
      { 'x-graphql-csrf': '1', ...bearer(accessToken) },
    );
    expect(response.body.data?.updateProfile).toMatchObject({
      user: null,
      userErrors: [{ field: 'image', message: expect.any(String) }],
    });
  });

  it('a visitor is asked to sign in', async () => {
    const response = await gateway.graphql(UPDATE, { input: { firstName: 'Reem' } });
    expect(codes(response.body)).toEqual(['UNAUTHENTICATED']);
    expect(response.calls).toEqual([]);
  });
});

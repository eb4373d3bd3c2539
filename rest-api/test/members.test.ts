import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/connect.ts';
import { MEMBER_PASSWORD, FIXTURE_NOW } from './fixtures/seed.ts';
import { describeApi, PUBLIC_URL, type TestApi } from './helpers/app.ts';
import {
  basic,
  bearer,
  emailedToken,
  multipart,
  register,
  signIn,
  tinyPng,
  tokenCall,
  withBasic,
} from './helpers/members.ts';
import { texts } from './helpers/errors.ts';

const valid = (email: string) => ({
  first_name: 'Nora',
  last_name: 'Saleh',
  email,
  password: 'Strong2026',
  phone_number: '0551234567',
});
const seconds = (date: Date, add: number) => new Date(date.getTime() + add * 1000);

async function newMember(api: TestApi, email: string) {
  expect((await register(api, valid(email))).status).toBe(201);
  const session = (await signIn(api, email, 'Strong2026')).json;
  const me = (await api.get('/api/v1/me/', bearer(session.access_token))).json;
  return { session, me, headers: bearer(session.access_token) };
}

describeApi('members', (api) => {
  describe('register', () => {
    it('creates a member, answers the User and sends a verification email', async () => {
      const answer = await register(api, { ...valid('Nora@Example.com'), phone_number: '+966 55 123 4567' });
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({
        first_name: 'Nora',
        last_name: 'Saleh',
        email: 'nora@example.com',
        username: 'nora',
        image: null,
        language: 'en',
        phone_number: '+966551234567',
        phone_number_local: '551234567',
        phone_number_country_code: '966',
        is_email_verified: false,
        is_private: false,
        role: 'member',
        ugc_points: 0,
        ugc_level: 1,
        last_login: null,
      });
      expect(answer.json).not.toHaveProperty('password');
      const email = await emailedToken(api, 'nora@example.com');
      expect(email.subject).toBe('Confirm your email for Dalil');
      expect(email.link).toMatch(/^http:\/\/localhost:4000\/verify-email\?token=[\w-]{40,}$/);
    });

    it("links an Arabic member's email to the Arabic page (docs/i18n.md#language-in-the-url)", async () => {
      expect((await register(api, valid('arabic.link@example.com'), { 'accept-language': 'ar' })).status).toBe(201);
      const email = await emailedToken(api, 'arabic.link@example.com');
      expect(email.subject).toBe('أكّد بريدك الإلكتروني في دليل');
      expect(email.link).toMatch(/^http:\/\/localhost:4000\/ar\/verify-email\?token=[\w-]{40,}$/);
    });

    it('checks each rule of docs/members.md#validation and lists every offending field at once', async () => {
      const answer = await register(api, {
        first_name: 'N',
        last_name: 'x'.repeat(31),
        email: 'nora@',
        password: 'short',
        phone_number: '0123',
      });
      expect(answer.status).toBe(400);
      expect(texts(answer.json)).toEqual({
        first_name: ['Ensure this field has between 2 and 30 characters.'],
        last_name: ['Ensure this field has between 2 and 30 characters.'],
        email: ['Email address is invalid'],
        password: [
          'This password is too short. It must contain at least 8 characters.',
          'This password must contain at least one uppercase letter.',
          'This password must contain at least one number.',
        ],
        phone_number: ['Phone number is incorrect'],
      });
    });

    it('names each unmet password rule', async () => {
      const passwords = async (password: string) =>
        (await register(api, { ...valid('p@example.com'), password })).json.password;
      expect(await passwords('ALLUPPER123')).toEqual(['This password must contain at least one lowercase letter.']);
      expect(await passwords('alllower123')).toEqual(['This password must contain at least one uppercase letter.']);
      expect(await passwords('12345678')).toEqual([
        'This password must contain at least one uppercase letter.',
        'This password must contain at least one lowercase letter.',
        'This password must contain at least one English letter.',
      ]);
      expect(await passwords('NoDigitsHere')).toEqual(['This password must contain at least one number.']);
    });

    it('accepts the Saudi mobile formats and refuses others', async () => {
      for (const phone of ['0551234567', '551234567', '+966551234567', '00966551234567']) {
        expect((await register(api, { ...valid('x'), phone_number: phone })).json.phone_number, phone).toBeUndefined();
      }
      for (const phone of ['0451234567', '+971551234567', '05512345678', 'phone']) {
        expect((await register(api, { ...valid('x'), phone_number: phone })).json.phone_number, phone).toEqual([
          'Phone number is incorrect',
        ]);
      }
    });

    it('requires the fields and refuses a duplicate email (any case), with codes', async () => {
      expect(texts((await register(api, {})).json)).toEqual({
        first_name: ['This field is required.'],
        last_name: ['This field is required.'],
        email: ['This field is required.'],
        password: ['This field is required.'],
      });
      expect(texts((await register(api, valid('SARA@example.com'))).json)).toEqual({
        email: ['A user with this email already exists.'],
      });
      const arabic = await register(
        api,
        { ...valid('sara@example.com'), first_name: 'س', phone_number: '1' },
        { 'accept-language': 'ar' },
      );
      expect(arabic.json.codes).toEqual({
        first_name: [{ code: 'name_length', min: 2, max: 30 }],
        email: [{ code: 'email_taken' }],
        phone_number: [{ code: 'phone_invalid' }],
      });
    });

    it('two sign-ups with one email at the same moment: one member, one field error', async () => {
      const answers = await Promise.all([
        register(api, valid('twice@example.com')),
        register(api, valid('Twice@example.com')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
      expect(texts(answers.find((a) => a.status === 400)!.json)).toEqual({
        email: ['A user with this email already exists.'],
      });
    });

    it('needs the client key', async () => {
      expect((await register(api, valid('k@example.com'), { 'x-client-key': undefined } as never)).status).toBe(401);
    });
  });

  describe('tokens', () => {
    it('password grant answers the token (docs/members.md#tokens), signs in by email, case-insensitively', async () => {
      const answer = await signIn(api, 'Sara@Example.com', MEMBER_PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        access_token: expect.stringMatching(/^[\w-]{40,}$/),
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: expect.stringMatching(/^[\w-]{40,}$/),
        scope: 'read write',
        created_at: FIXTURE_NOW.getTime() / 1000,
      });
      const me = await api.get('/api/v1/me/', bearer(answer.json.access_token));
      expect(me.json).toMatchObject({
        email: 'sara@example.com',
        last_login: FIXTURE_NOW.toISOString(),
        ugc_points: 130,
        ugc_level: 2,
      });
    });

    it('answers invalid_grant for a wrong password or unknown email, invalid_client for bad client credentials', async () => {
      const wrong = { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid credentials given.' } };
      expect(await signIn(api, 'sara@example.com', 'Dalil2026?')).toMatchObject(wrong);
      expect(await signIn(api, 'nobody@example.com', MEMBER_PASSWORD)).toMatchObject(wrong);
      const badClient = await tokenCall(api, {
        grant_type: 'password',
        username: 'sara@example.com',
        password: MEMBER_PASSWORD,
        client_id: 'dalil-web',
        client_secret: 'guess',
      });
      expect(badClient).toMatchObject({
        status: 401,
        json: { error: 'invalid_client', error_description: 'Client authentication failed.' },
      });
      const viaBasic = await tokenCall(
        api,
        { grant_type: 'password', username: 'sara@example.com', password: MEMBER_PASSWORD },
        { authorization: basic(api) },
      );
      expect(viaBasic.status).toBe(200);
      expect(
        (await tokenCall(api, { grant_type: 'client_credentials' }, { authorization: basic(api) })).json.error,
      ).toBe('unsupported_grant_type');
    });

    it('an access token expires after expires_in seconds; the refresh grant renews the session once', async () => {
      const session = (await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json;
      api.setNow(seconds(FIXTURE_NOW, 3599));
      expect((await api.get('/api/v1/me/', bearer(session.access_token))).status).toBe(200);
      // Visitors' routes check the bearer too: an expired token is not silently a visitor.
      api.setNow(seconds(FIXTURE_NOW, 3600));
      expect(await api.get('/api/v1/me/', bearer(session.access_token))).toMatchObject({
        status: 401,
        json: { detail: 'Token has expired.' },
      });
      expect(await api.get('/api/v1/cities/', bearer(session.access_token))).toMatchObject({
        status: 401,
        json: { detail: 'Token has expired.' },
      });

      const { id, secret } = api.config.oauthClient;
      const refreshed = await tokenCall(api, {
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        client_id: id,
        client_secret: secret,
      });
      expect(refreshed.status).toBe(200);
      expect(refreshed.json.created_at).toBe(FIXTURE_NOW.getTime() / 1000 + 3600);
      expect(refreshed.json.refresh_token).not.toBe(session.refresh_token);
      expect((await api.get('/api/v1/me/', bearer(refreshed.json.access_token))).status).toBe(200);
      const again = await tokenCall(api, {
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        client_id: id,
        client_secret: secret,
      });
      expect(again).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });

      api.setNow(seconds(FIXTURE_NOW, 3600 + 31 * 24 * 3600));
      const late = await tokenCall(api, {
        grant_type: 'refresh_token',
        refresh_token: refreshed.json.refresh_token,
        client_id: id,
        client_secret: secret,
      });
      expect(late.json.error).toBe('invalid_grant');
    });

    it('revoke (logout) stops the access token and its refresh token', async () => {
      const session = (await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json;
      const other = (await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json;
      const revoke = await api.request({
        method: 'POST',
        url: '/oauth/revoke/',
        payload: `token=${session.access_token}`,
        headers: { ...bearer(session.access_token), 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(revoke).toMatchObject({ status: 200, json: {} });
      expect(await api.get('/api/v1/me/', bearer(session.access_token))).toMatchObject({
        status: 401,
        json: { detail: 'Invalid token.' },
      });
      const { id, secret } = api.config.oauthClient;
      expect(
        (
          await tokenCall(api, {
            grant_type: 'refresh_token',
            refresh_token: session.refresh_token,
            client_id: id,
            client_secret: secret,
          })
        ).status,
      ).toBe(400);
      expect((await api.get('/api/v1/me/', bearer(other.access_token))).status).toBe(200);
      expect(
        (await api.request({ method: 'POST', url: '/oauth/revoke/', headers: { 'x-client-key': undefined } })).status,
      ).toBe(401);
      // The next sign-in drops the revoked row: only live sessions stay stored.
      await signIn(api, 'sara@example.com', MEMBER_PASSWORD);
      const rows = await queryRows<{ revoked: number }>(
        api.database.db,
        sql`SELECT count(*)::int AS revoked FROM oauth_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = 'sara@example.com' AND t.revoked_at IS NOT NULL`,
      );
      expect(rows[0].revoked).toBe(0);
    });

    it('keeps visitors working with the client key, and an unknown bearer is an invalid token', async () => {
      expect((await api.get('/api/v1/cities/')).status).toBe(200);
      expect(await api.get('/api/v1/me/')).toMatchObject({
        status: 401,
        json: { detail: 'Authentication credentials were not provided.' },
      });
      expect(await api.get('/api/v1/me/', bearer('made-up'))).toMatchObject({
        status: 401,
        json: { detail: 'Invalid token.' },
      });
      expect(await api.get('/api/v1/me/', { ...bearer('made-up'), 'accept-language': 'ar' })).toMatchObject({
        json: { detail: 'Invalid token.', code: 'invalid_token' },
      });
    });
  });

  describe('profile', () => {
    it("PATCH edits one's own profile from form data and answers 403 for another id", async () => {
      const { me, headers } = await newMember(api, 'edit@example.com');
      const cities = (await api.get('/api/v1/cities/')).json.results;
      const body = await multipart({
        first_name: 'Noura',
        username: 'noura_s',
        language: 'ar',
        metropolis: String(cities[1].id),
        phone_number: '',
        is_private: 'true',
      });
      const answer = await api.request({
        method: 'PATCH',
        url: `/api/v1/me/${me.id}/`,
        payload: body.payload,
        headers: { ...headers, 'content-type': body.contentType },
      });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        first_name: 'Noura',
        last_name: 'Saleh',
        username: 'noura_s',
        language: 'ar',
        metropolis: cities[1].id,
        phone_number: null,
        phone_number_local: null,
        is_private: true,
      });
      expect((await api.get('/api/v1/me/', headers)).json).toMatchObject({ first_name: 'Noura', is_private: true });

      const sara = (
        await api.get('/api/v1/me/', bearer((await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token))
      ).json;
      const forbidden = await api.request({
        method: 'PATCH',
        url: `/api/v1/me/${sara.id}/`,
        payload: { first_name: 'Hacked' },
        headers,
      });
      expect(forbidden).toMatchObject({
        status: 403,
        json: { detail: 'You do not have permission to perform this action.' },
      });
    });

    it('PATCH checks every field', async () => {
      const { me, headers } = await newMember(api, 'checks@example.com');
      const answer = await api.request({
        method: 'PATCH',
        url: `/api/v1/me/${me.id}/`,
        headers,
        payload: {
          first_name: 'x',
          username: 'sara',
          language: 'fr',
          metropolis: 99999,
          phone_number: '12',
          is_private: 'maybe',
        },
      });
      expect(answer.status).toBe(400);
      expect(texts(answer.json)).toEqual({
        first_name: ['Ensure this field has between 2 and 30 characters.'],
        username: ['A user with that username already exists.'],
        language: ['"fr" is not a valid choice.'],
        metropolis: ['Invalid pk "99999" - object does not exist.'],
        phone_number: ['Phone number is incorrect'],
        is_private: ['Must be a valid boolean.'],
      });
      expect((await api.get('/api/v1/me/', headers)).json.first_name).toBe('Nora');
    });

    it('uploads a PNG image, serves it, and refuses a non-image or an image over 5 MB', async () => {
      const { me, headers } = await newMember(api, 'image@example.com');
      const patch = async (fields: Parameters<typeof multipart>[0]) => {
        const body = await multipart(fields);
        return api.request({
          method: 'PATCH',
          url: `/api/v1/me/${me.id}/`,
          payload: body.payload,
          headers: { ...headers, 'content-type': body.contentType },
        });
      };
      const png = tinyPng();
      const answer = await patch({ image: { bytes: png, name: 'me.png', type: 'image/png' } });
      expect(answer.status).toBe(200);
      expect(answer.json.image).toMatch(new RegExp(`^${PUBLIC_URL}/media/users/${me.id}-[a-f0-9]{16}\\.png$`));
      const served = await api.get(answer.json.image.slice(PUBLIC_URL.length), { 'x-client-key': undefined });
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.bytes.equals(png)).toBe(true);

      const text = await patch({
        image: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'me.png', type: 'image/png' },
      });
      expect(text).toMatchObject({ status: 400, json: { image: ['Upload a valid image: JPEG, PNG or WebP.'] } });
      const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
      const large = await patch({ image: { bytes: huge, name: 'big.png', type: 'image/png' }, first_name: 'Big' });
      expect(large).toMatchObject({ status: 400, json: { image: ['The image must be at most 5 MB.'] } });

      // Replacing the image removes the old file; an empty image field removes the image.
      const second = await patch({ image: { bytes: png, name: 'again.png', type: 'image/png' } });
      expect(readdirSync(path.join(api.config.uploadsDir, 'users')).filter((f) => f.startsWith(`${me.id}-`))).toEqual([
        path.basename(second.json.image),
      ]);
      expect((await patch({ image: '' })).json.image).toBeNull();
      expect((await api.get(second.json.image.slice(PUBLIC_URL.length))).status).toBe(404);
      expect((await api.get('/media/users/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });

    it('stats give points, level names and counts', async () => {
      const headers = bearer((await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token);
      expect((await api.get('/api/v1/me/stats/', headers)).json).toEqual({
        ugc_points: 130,
        ugc_level: 2,
        level_name_en: 'Explorer',
        level_name_ar: 'مستكشف',
        next_level_points: 150,
        counts: {
          tip: 12,
          checkin: 20,
          tip_vote: 0,
          rating: 15,
          photo: 0,
          photo_vote: 0,
          up_vote: 0,
          down_vote: 0,
          answer: 0,
          added_places: 0,
          place_edits: 0,
        },
      });
    });
  });

  describe('emailed tokens', () => {
    it("verify email: single use, refused when expired or without the client's basic auth", async () => {
      await register(api, valid('verify@example.com'));
      const { token } = await emailedToken(api, 'verify@example.com');
      expect(
        (await api.request({ method: 'POST', url: '/api/v1/auth/verify-email/', payload: { token } })).json,
      ).toEqual({ detail: 'Client authentication failed.', code: 'client_auth_failed' });
      expect(await withBasic(api, '/api/v1/auth/verify-email/', { token })).toMatchObject({
        status: 200,
        json: { detail: 'Email verified.' },
      });
      expect(await withBasic(api, '/api/v1/auth/verify-email/', { token })).toMatchObject({
        status: 400,
        json: { token: ['Invalid or expired token.'] },
      });
      const session = (await signIn(api, 'verify@example.com', 'Strong2026')).json;
      expect((await api.get('/api/v1/me/', bearer(session.access_token))).json.is_email_verified).toBe(true);

      await register(api, valid('late@example.com'));
      const late = await emailedToken(api, 'late@example.com');
      api.setNow(seconds(FIXTURE_NOW, 3 * 24 * 3600 + 1));
      expect((await withBasic(api, '/api/v1/auth/verify-email/', { token: late.token })).status).toBe(400);
    });

    it('forgot/reset password: same answer for unknown emails, single use, 1 hour, signs out everywhere', async () => {
      const { session } = await newMember(api, 'reset@example.com');
      const forgot = await withBasic(api, '/api/v1/auth/forgot-password/', { email: 'Reset@example.com' });
      const unknown = await withBasic(api, '/api/v1/auth/forgot-password/', { email: 'ghost@example.com' });
      expect(forgot.status).toBe(200);
      expect(unknown.json).toEqual(forgot.json);
      const first = await emailedToken(api, 'reset@example.com');
      expect(first.link).toContain('/reset-password?token=');

      expect(
        (await withBasic(api, '/api/v1/auth/reset-password/', { token: first.token, password: 'weak' })).json.password,
      ).toHaveLength(3);
      // A newer email replaces the older link.
      await withBasic(api, '/api/v1/auth/forgot-password/', { email: 'reset@example.com' });
      const second = await emailedToken(api, 'reset@example.com');
      expect(
        texts(
          (await withBasic(api, '/api/v1/auth/reset-password/', { token: first.token, password: 'Renewed2026' })).json,
        ),
      ).toEqual({ token: ['Invalid or expired token.'] });
      expect(
        (await withBasic(api, '/api/v1/auth/reset-password/', { token: second.token, password: 'Renewed2026' })).status,
      ).toBe(200);
      expect(
        (await withBasic(api, '/api/v1/auth/reset-password/', { token: second.token, password: 'Again2026x' })).status,
      ).toBe(400);
      expect((await api.get('/api/v1/me/', bearer(session.access_token))).json).toEqual({
        detail: 'Invalid token.',
        code: 'invalid_token',
      });
      expect((await signIn(api, 'reset@example.com', 'Strong2026')).status).toBe(400);
      expect((await signIn(api, 'reset@example.com', 'Renewed2026')).status).toBe(200);

      await withBasic(api, '/api/v1/auth/forgot-password/', { email: 'reset@example.com' });
      const expired = await emailedToken(api, 'reset@example.com');
      api.setNow(seconds(FIXTURE_NOW, 3601));
      expect(
        (await withBasic(api, '/api/v1/auth/reset-password/', { token: expired.token, password: 'Later2026x' })).status,
      ).toBe(400);
    });

    it('account deletion: emailed link, then deletion by token with its tokens', async () => {
      const { me, headers, session } = await newMember(api, 'leave@example.com');
      const upload = await multipart({ image: { bytes: tinyPng(), name: 'me.png', type: 'image/png' } });
      const image = (
        await api.request({
          method: 'PATCH',
          url: `/api/v1/me/${me.id}/`,
          payload: upload.payload,
          headers: { ...headers, 'content-type': upload.contentType },
        })
      ).json.image;
      expect((await api.request({ method: 'POST', url: '/api/v1/me/request-delete/', headers })).status).toBe(200);
      const { token, link } = await emailedToken(api, 'leave@example.com');
      expect(link).toContain('/delete-account?token=');
      expect((await withBasic(api, '/api/v1/auth/confirm-delete/', { token: 'wrong' })).status).toBe(400);
      expect(await withBasic(api, '/api/v1/auth/confirm-delete/', { token })).toMatchObject({
        status: 200,
        json: { detail: 'Your account has been deleted.' },
      });
      expect((await api.get('/api/v1/me/', bearer(session.access_token))).status).toBe(401);
      expect((await signIn(api, 'leave@example.com', 'Strong2026')).status).toBe(400);
      expect((await api.get(image.slice(PUBLIC_URL.length))).status).toBe(404);
      expect((await register(api, valid('leave@example.com'))).status).toBe(201);
    });

    it('social sign-in answers "not configured" and providers say so', async () => {
      expect((await api.get('/api/v1/auth/providers/')).json).toEqual({
        facebook: false,
        apple: false,
        facebook_app_id: null,
        facebook_login_url: null,
        apple_client_id: null,
        apple_login_url: null,
      });
      const facebook = await api.request({
        method: 'POST',
        url: '/api/v1/auth/facebook/',
        payload: { access_token: 'x' },
      });
      expect(facebook).toMatchObject({ status: 501, json: { detail: 'Facebook sign-in is not configured.' } });
      const apple = await api.request({
        method: 'POST',
        url: '/api/v1/auth/apple/',
        payload: { access_token: 'x', id_token: 'y' },
        headers: { 'accept-language': 'ar' },
      });
      expect(apple).toMatchObject({
        status: 501,
        json: { detail: 'Apple sign-in is not configured.', code: 'apple_not_configured' },
      });
    });

    it('the development outbox page lists the emails, newest first, escaped', async () => {
      await register(api, { ...valid('page@example.com'), first_name: '<b>Hi</b>' });
      const page = await api.get('/dev/outbox/', { 'x-client-key': undefined });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('Welcome to Dalil, &lt;b&gt;Hi&lt;/b&gt;!');
      expect(page.body).toMatch(/<a href="http:\/\/localhost:4000\/verify-email\?token=[\w-]+">/);
      const ids = (await api.get('/dev/outbox.json')).json.results.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    });

    it('documents form and multipart bodies and the security of the member routes', async () => {
      const { paths, components } = (await api.get('/openapi.json')).json;
      expect(
        paths['/oauth/token/'].post.requestBody.content['application/x-www-form-urlencoded'].schema.required,
      ).toEqual(['grant_type']);
      expect(paths['/oauth/token/'].post.security).toEqual([]);
      expect(
        paths['/api/v1/me/{id}/'].patch.requestBody.content['multipart/form-data'].schema.properties.image.format,
      ).toBe('binary');
      expect(paths['/api/v1/me/'].get.security).toEqual([{ bearer: [] }]);
      expect(paths['/api/v1/auth/reset-password/'].post.security).toEqual([{ oauthClient: [] }]);
      expect(paths['/api/v1/auth/register/'].post.responses['201'].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/User',
      });
      expect(components.schemas.User.required).toContain('ugc_level');
    });
  });
});

// Abuse (docs/operations.md#abuse): failed sign-ins throttled per account and per address, members' writes
// rate-limited, request ids taken from the caller.
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, MEMBER_PASSWORD } from './fixtures/seed.ts';
import { describeApi, type TestApi } from './helpers/app.ts';
import { call, itemId, newMember } from './helpers/community.ts';
import { form } from './helpers/members.ts';

const minutes = (n: number) => new Date(FIXTURE_NOW.getTime() + n * 60_000);

function signInFrom(api: TestApi, ip: string, username: string, password: string) {
  const { id, secret } = api.config.oauthClient;
  return api.request({
    method: 'POST',
    url: '/oauth/token/',
    payload: form({ grant_type: 'password', username, password, client_id: id, client_secret: secret }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-key': undefined },
    remoteAddress: ip,
  });
}

describeApi(
  'abuse',
  (api) => {
    describe('sign-in throttling', () => {
      it('refuses an account after 5 failures in 15 minutes, says when to retry, and lets it in afterwards', async () => {
        const email = 'sara@example.com';
        for (let n = 0; n < 5; n++) {
          api.setNow(minutes(n));
          expect((await signInFrom(api, '10.0.0.1', email, 'wrong-password')).json.error).toBe('invalid_grant');
        }
        // The right password does not get in while throttled, from another address too.
        api.setNow(minutes(5));
        const refused = await signInFrom(api, '10.0.0.2', email, MEMBER_PASSWORD);
        expect(refused.status).toBe(429);
        // The first failure (minute 0) leaves the 15-minute window at minute 15: 10 minutes from minute 5.
        expect(refused.headers['retry-after']).toBe('600');
        expect(refused.json).toMatchObject({
          error: 'slow_down',
          code: 'sign_in_throttled',
          minutes: 10,
          error_description: 'Too many failed sign-in attempts. Try again in 10 min.',
        });
        api.setNow(minutes(15.1));
        const signedIn = await signInFrom(api, '10.0.0.2', email, MEMBER_PASSWORD);
        expect(signedIn.status).toBe(200);
        // Success clears the account's failures: one more failure does not throttle it again.
        expect((await signInFrom(api, '10.0.0.2', email, 'wrong-password')).status).toBe(400);
        expect((await signInFrom(api, '10.0.0.2', email, MEMBER_PASSWORD)).status).toBe(200);
      });

      it('refuses an address after 20 failures in 15 minutes, whichever accounts it tries', async () => {
        api.setNow(minutes(100));
        for (let n = 0; n < 20; n++)
          expect((await signInFrom(api, '10.0.0.9', `nobody${n}@example.com`, 'guess')).status).toBe(400);
        const refused = await signInFrom(api, '10.0.0.9', 'sara@example.com', MEMBER_PASSWORD);
        expect(refused.status).toBe(429);
        expect(refused.json.code).toBe('sign_in_throttled');
        // Another address is not affected.
        expect((await signInFrom(api, '10.0.0.10', 'sara@example.com', MEMBER_PASSWORD)).status).toBe(200);
      });

      it('takes the address from X-Forwarded-For only when the peer is a trusted proxy', async () => {
        api.setNow(minutes(200));
        const viaProxy = (peer: string, forwarded: string, n: number) =>
          api.request({
            method: 'POST',
            url: '/oauth/token/',
            payload: form({
              grant_type: 'password',
              username: `proxy-${n}@example.com`,
              password: 'guess',
              client_id: api.config.oauthClient.id,
              client_secret: api.config.oauthClient.secret,
            }),
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-client-key': undefined,
              'x-forwarded-for': forwarded,
            },
            remoteAddress: peer,
          });
        // A gateway on the loopback forwards 203.0.113.7: that address is counted.
        for (let n = 0; n < 20; n++) await viaProxy('127.0.0.1', '203.0.113.7', n);
        expect((await signInFrom(api, '203.0.113.7', 'sara@example.com', MEMBER_PASSWORD)).status).toBe(429);
        // A public peer's own header is not believed: its failures count against the peer itself.
        for (let n = 0; n < 20; n++) await viaProxy('198.51.100.4', '203.0.113.8', n + 100);
        expect((await signInFrom(api, '203.0.113.8', 'sara@example.com', MEMBER_PASSWORD)).status).toBe(200);
        expect((await signInFrom(api, '198.51.100.4', 'sara@example.com', MEMBER_PASSWORD)).status).toBe(429);
      });
    });

    describe('write rate limit', () => {
      it("refuses a member's writes past 3 a minute with 429 and Retry-After; others and the next minute go on", async () => {
        api.setNow(new Date(Date.UTC(2026, 3, 1, 10, 0, 40)));
        const author = await newMember(api);
        const other = await newMember(api);
        const id = await itemId(api, 'events', 'corniche-concert');
        const tip = (who: typeof author, n: number) =>
          call(api, 'POST', '/api/v1/events/tips/', who, { entity: id, text: `Arrive early, tip ${n}` });
        for (let n = 1; n <= 3; n++) expect((await tip(author, n)).status).toBe(201);
        const refused = await tip(author, 4);
        expect(refused.status).toBe(429);
        expect(refused.headers['retry-after']).toBe('20');
        expect(refused.json).toMatchObject({ code: 'writes_throttled', seconds: 20 });
        expect((await tip(other, 1)).status).toBe(201);
        // Reads are not counted.
        expect((await call(api, 'GET', `/api/v1/events/${id}/tips/`, author)).status).toBe(200);
        api.setNow(new Date(Date.UTC(2026, 3, 1, 10, 1, 1)));
        expect((await tip(author, 5)).status).toBe(201);
      });
    });

    describe('request ids', () => {
      it("answers with the caller's X-Request-Id, or a new one", async () => {
        const given = await api.get('/api/v1/cities/', { 'x-request-id': 'req-test-1' });
        expect(given.headers['x-request-id']).toBe('req-test-1');
        const made = await api.get('/api/v1/cities/');
        expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      });
    });
  },
  {
    config: () => ({
      abuse: { signInAccountFailures: 5, signInIpFailures: 20, signInWindowSeconds: 900, writesPerMinute: 3 },
    }),
  },
);

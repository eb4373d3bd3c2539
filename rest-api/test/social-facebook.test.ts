// Facebook connect against a fake Graph API on a local port (it stands in for Facebook's servers): debug_token, /me
// and /me/friends (in two pages, the second through paging.next). Without a Facebook app every route answers 501.
import { expect, it } from 'vitest';
import { fakeProvider } from './helpers/fakeProvider.ts';
import { describeApi } from './helpers/app.ts';
import { call, newMember, type Member } from './helpers/community.ts';
import type { TestApi } from './helpers/app.ts';

const APP_ID = 'fb-app';
/** token -> the Facebook user and their friends who use the app */
const accounts: Record<string, { id: string; friends: string[]; email?: string }> = {
  'token-amal': { id: '3001', friends: ['3002', '3003', '3004', '3005'] },
  'token-badr': { id: '3002', friends: ['3001'] },
  'token-dana': { id: '3003', friends: ['3001'] },
  'token-eman': { id: '3004', friends: ['3001'] },
  'token-fahd': { id: '3005', friends: ['3001'] },
  'token-amal-again': { id: '3001', friends: [] },
  'token-gala': { id: '3006', friends: ['3007'], email: 'gala@example.com' },
  'token-hala': { id: '3007', friends: ['3006'] },
};

const provider = fakeProvider((url, send) => {
  const token = url.searchParams.get('access_token') ?? '';
  if (url.pathname === '/graph/debug_token') {
    const account = accounts[url.searchParams.get('input_token') ?? ''];
    return send({ data: account ? { is_valid: true, app_id: APP_ID, user_id: account.id } : { is_valid: false } });
  }
  const account = accounts[token];
  if (!account) return send({ error: { message: 'Invalid OAuth access token.' } }, 400);
  if (url.pathname === '/graph/me')
    return send({ id: account.id, email: account.email, first_name: 'Gala', last_name: 'B' });
  if (url.pathname === '/graph/me/friends') {
    const after = Number(url.searchParams.get('after') ?? 0);
    const page = account.friends.slice(after, after + 2);
    const next = new URL(url);
    next.searchParams.set('after', String(after + 2));
    return send({
      data: page.map((id) => ({ id })),
      paging: after + 2 < account.friends.length ? { next: next.toString() } : {},
    });
  }
  return send({}, 404);
});

const connect = (api: TestApi, who: Member, token: string) =>
  call(api, 'POST', '/api/v1/me/facebook/', who, { access_token: token });
const friendIds = async (api: TestApi, who: Member, query = '') => {
  const answer = await call(api, 'GET', `/api/v1/me/facebook-friends/${query}`, who);
  expect(answer.status).toBe(200);
  return answer.json as { count: number; next: string | null; results: { id: number }[] };
};

describeApi(
  'Facebook connect (configured)',
  (api) => {
    it('connects (is_facebook_user), lists friends who are members without blocked ones, disconnects', async () => {
      const amal = await newMember(api, 'Amal');
      const [badr, dana, eman] = [
        await newMember(api, 'Badr'),
        await newMember(api, 'Dana'),
        await newMember(api, 'Eman'),
      ];
      expect((await api.get('/api/v1/me/', amal.headers)).json.is_facebook_user).toBe(false);
      const connected = await connect(api, amal, 'token-amal');
      expect(connected.status).toBe(200);
      expect(connected.json).toMatchObject({ id: amal.id, is_facebook_user: true });
      for (const [who, token] of [
        [badr, 'token-badr'],
        [dana, 'token-dana'],
        [eman, 'token-eman'],
      ] as const) {
        expect((await connect(api, who, token)).status).toBe(200);
      }
      // Fahd (3005) is a Facebook friend who never connected Dalil: not listed.
      const friends = await friendIds(api, amal);
      expect(friends.count).toBe(3);
      expect(friends.results.map((user) => user.id)).toEqual([badr.id, dana.id, eman.id]);
      // Paged: page_size 2 gives a next page.
      const first = await friendIds(api, amal, '?page_size=2');
      expect(first.results.map((user) => user.id)).toEqual([badr.id, dana.id]);
      expect(first.next).toContain('page=2');

      // A block either way hides the friend.
      expect((await call(api, 'POST', `/api/v1/users/${dana.id}/block/`, amal)).status).toBe(200);
      expect((await call(api, 'POST', `/api/v1/users/${amal.id}/block/`, eman)).status).toBe(200);
      expect((await friendIds(api, amal)).results.map((user) => user.id)).toEqual([badr.id]);
      expect((await friendIds(api, eman)).results).toEqual([]);

      const gone = await call(api, 'DELETE', '/api/v1/me/facebook/', amal);
      expect(gone.status).toBe(200);
      expect(gone.json.is_facebook_user).toBe(false);
      const after = await call(api, 'GET', '/api/v1/me/facebook-friends/', amal);
      expect(after.status).toBe(400);
      expect(after.json.codes.non_field_errors[0].code).toBe('facebook_not_connected');
      expect((await call(api, 'DELETE', '/api/v1/me/facebook/', amal)).json.codes.non_field_errors[0].code).toBe(
        'facebook_not_connected',
      );
    });

    it('refuses a token Facebook does not vouch for, and an account connected to another member', async () => {
      const [one, two] = [await newMember(api), await newMember(api)];
      const forged = await connect(api, one, 'made-up');
      expect(forged.status).toBe(400);
      expect(forged.json.codes.access_token[0].code).toBe('social_token_invalid');
      expect((await connect(api, one, 'token-amal-again')).status).toBe(200);
      const taken = await connect(api, two, 'token-amal');
      expect(taken.status).toBe(400);
      expect(taken.json.codes.access_token[0].code).toBe('facebook_taken');
      expect((await api.get('/api/v1/me/', two.headers)).json.is_facebook_user).toBe(false);
      expect((await call(api, 'POST', '/api/v1/me/facebook/', null, { access_token: 'token-amal' })).status).toBe(401);
    });

    it('signing in with Facebook keeps the token, so the friends list works for that member too', async () => {
      const hala = await newMember(api, 'Hala');
      expect((await connect(api, hala, 'token-hala')).status).toBe(200);
      const session = await api.request({
        method: 'POST',
        url: '/api/v1/auth/facebook/',
        payload: { access_token: 'token-gala' },
      });
      expect(session.status).toBe(200);
      const gala = {
        id: 0,
        email: 'gala@example.com',
        headers: { authorization: `Bearer ${session.json.access_token}` },
      };
      expect((await api.get('/api/v1/me/', gala.headers)).json.is_facebook_user).toBe(true);
      expect((await friendIds(api, gala)).results.map((user) => user.id)).toEqual([hala.id]);
    });

    it('answers 502 when the Graph API refuses the kept token', async () => {
      const member = await newMember(api);
      expect((await connect(api, member, 'token-fahd')).status).toBe(200);
      // The fake forgets the account for this test only: the suite runs again on the next database.
      const account = accounts['token-fahd'];
      delete accounts['token-fahd'];
      try {
        const answer = await call(api, 'GET', '/api/v1/me/facebook-friends/', member);
        expect(answer).toMatchObject({ status: 502, json: { code: 'facebook_unreachable' } });
      } finally {
        accounts['token-fahd'] = account;
      }
    });
  },
  { config: () => ({ facebook: { appId: APP_ID, appSecret: 'fb-secret', graphUrl: `${provider.base}/graph` } }) },
);

describeApi('Facebook connect (not configured)', (api) => {
  it('answers 501 on every route', async () => {
    const member = await newMember(api);
    for (const [method, url] of [
      ['POST', '/api/v1/me/facebook/'],
      ['DELETE', '/api/v1/me/facebook/'],
      ['GET', '/api/v1/me/facebook-friends/'],
    ] as const) {
      const answer = await call(api, method, url, member, method === 'POST' ? { access_token: 'x' } : undefined);
      expect(answer).toMatchObject({ status: 501, json: { code: 'facebook_not_configured' } });
    }
  });
});

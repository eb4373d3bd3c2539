// Facebook connect through GraphQL: a rest-api configured with a Facebook app whose Graph API is a fake server (it
// stands in for Facebook's): connect (isFacebookUser), the friends who are members (never across a block), disconnect.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { data, type Member } from '../support/community.ts';
import { json, startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { bearer, signUp } from '../support/members.ts';
import { ARABIC, globalId } from '../support/queries.ts';
import { START_TIMEOUT_MS, startRestApi, type RunningRestApi } from '../support/restApi.ts';

const APP_ID = 'dalil-friends-app';
const facebook: Record<string, { id: string; friends: string[] }> = {
  'fb-mona': { id: '501', friends: ['502', '503', '504'] },
  'fb-nasser': { id: '502', friends: ['501'] },
  'fb-omar': { id: '503', friends: ['501'] },
  'fb-rana': { id: '504', friends: ['501'] },
};

let graph: FakeUpstream;
let restApi: RunningRestApi;
let gateway: TestGateway;

beforeAll(async () => {
  graph = await startFakeUpstream((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.test');
    if (url.pathname === '/debug_token') {
      const account = facebook[url.searchParams.get('input_token') ?? ''];
      return json(res, 200, {
        data: account ? { is_valid: true, app_id: APP_ID, user_id: account.id } : { is_valid: false },
      });
    }
    const account = facebook[url.searchParams.get('access_token') ?? ''];
    if (!account) return json(res, 400, { error: { message: 'Invalid OAuth access token.' } });
    if (url.pathname === '/me') return json(res, 200, { id: account.id, first_name: 'F', last_name: 'B' });
    if (url.pathname === '/me/friends') return json(res, 200, { data: account.friends.map((id) => ({ id })) });
    json(res, 404, {});
  });
  restApi = await startRestApi({
    FACEBOOK_APP_ID: APP_ID,
    FACEBOOK_APP_SECRET: 'app-secret',
    FACEBOOK_GRAPH_URL: graph.url,
    FACEBOOK_DIALOG_URL: `${graph.url}/dialog/oauth`,
  });
  gateway = await startGateway({ upstreamUrl: restApi.url });
}, START_TIMEOUT_MS + 10_000);
afterAll(async () => {
  await gateway?.close();
  await restApi?.stop();
  await graph?.close();
});

const CONNECT = `mutation ($input: ConnectFacebookInput!) { connectFacebook(input: $input) {
  me { rawId isFacebookUser } userErrors { field message } } }`;
const DISCONNECT = 'mutation { disconnectFacebook { me { isFacebookUser } userErrors { field message } } }';
const FRIENDS = `{ viewer { me { isFacebookUser } facebookFriends(first: 10) {
  totalCount edges { node { rawId followState } } } } }`;
const FOLLOW = `mutation ($input: SocialUserInput!) { followUser(input: $input) { userErrors { message } } }`;

/** A new member (all are named alike: friends come in the order they joined). */
async function member(): Promise<Member> {
  const session = await signUp(gateway);
  return { rawId: session.rawId, headers: bearer(session.accessToken) };
}
const run = (query: string, who: Member | null, variables: Record<string, unknown> = {}, lang = 'en') =>
  gateway.graphql(query, variables, { ...(who?.headers ?? {}), 'accept-language': lang });

it('tells the browser where Facebook login is', async () => {
  const providers = data(await run('{ viewer { socialSignIn { facebook facebookAppId facebookLoginUrl } } }', null));
  expect(providers.viewer.socialSignIn).toEqual({
    facebook: true,
    facebookAppId: APP_ID,
    facebookLoginUrl: `${graph.url}/dialog/oauth`,
  });
});

it('connects, lists friends who are members with their follow state, hides blocked ones, disconnects', async () => {
  const mona = await member();
  const [nasser, omar, rana] = [await member(), await member(), await member()];
  expect(data(await run(FRIENDS, mona)).viewer).toEqual({ me: { isFacebookUser: false }, facebookFriends: null });
  const connected = data(await run(CONNECT, mona, { input: { accessToken: 'fb-mona' } })).connectFacebook;
  expect(connected).toEqual({ me: { rawId: mona.rawId, isFacebookUser: true }, userErrors: [] });
  for (const [who, token] of [
    [nasser, 'fb-nasser'],
    [omar, 'fb-omar'],
    [rana, 'fb-rana'],
  ] as const) {
    expect(data(await run(CONNECT, who, { input: { accessToken: token } })).connectFacebook.userErrors).toEqual([]);
  }
  await run(FOLLOW, mona, { input: { userId: globalId('User', nasser.rawId) } });
  const friends = data(await run(FRIENDS, mona)).viewer.facebookFriends;
  expect(friends).toEqual({
    totalCount: 3,
    edges: [
      { node: { rawId: nasser.rawId, followState: 'FOLLOWING' } },
      { node: { rawId: omar.rawId, followState: 'FOLLOW' } },
      { node: { rawId: rana.rawId, followState: 'FOLLOW' } },
    ],
  });
  // Another member's Facebook connection is theirs to know.
  const seen = data(await run(`{ viewer { me { username } } }`, nasser)).viewer.me.username;
  expect(data(await run(`query ($u: String!) { member(username: $u) { isFacebookUser } }`, mona, { u: seen }))).toEqual(
    { member: { isFacebookUser: null } },
  );

  const BLOCK = `mutation ($input: SocialUserInput!) { blockUser(input: $input) { userErrors { message } } }`;
  await run(BLOCK, omar, { input: { userId: globalId('User', mona.rawId) } });
  const after = data(await run(FRIENDS, mona)).viewer.facebookFriends;
  expect(after.edges.map((edge: { node: { rawId: number } }) => edge.node.rawId)).toEqual([nasser.rawId, rana.rawId]);

  expect(data(await run(DISCONNECT, mona)).disconnectFacebook).toEqual({
    me: { isFacebookUser: false },
    userErrors: [],
  });
  expect(data(await run(FRIENDS, mona)).viewer.facebookFriends).toBeNull();
  const twice = data(await run(DISCONNECT, mona, {}, 'ar')).disconnectFacebook;
  expect(twice.me).toBeNull();
  expect(twice.userErrors[0].message).toMatch(ARABIC);
});

it('refuses a token Facebook does not vouch for, one of an account already connected, and visitors', async () => {
  const [one, two] = [await member(), await member()];
  const forged = data(await run(CONNECT, one, { input: { accessToken: 'made-up' } })).connectFacebook;
  expect(forged).toEqual({
    me: null,
    userErrors: [{ field: 'accessToken', message: 'The sign-in could not be verified with the provider.' }],
  });
  const taken = data(await run(CONNECT, two, { input: { accessToken: 'fb-mona' } })).connectFacebook;
  expect(taken.userErrors).toEqual([]);
  const stolen = data(await run(CONNECT, one, { input: { accessToken: 'fb-mona' } })).connectFacebook;
  expect(stolen.userErrors).toEqual([
    { field: 'accessToken', message: 'This Facebook account is already connected to another member.' },
  ]);
  const visitor = await run(CONNECT, null, { input: { accessToken: 'fb-mona' } });
  expect(visitor.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

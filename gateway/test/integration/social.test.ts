// Follows, requests, blocks and privacy through GraphQL against the real rest-api, and the live follow activity over
// graphql-ws: a request, its acceptance and a new follower reach the member they concern.
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { connect, settle, watch } from '../support/subscriptions.ts';
import { ARABIC, globalId } from '../support/queries.ts';
import { data, itemId, member, postTip, type Member } from '../support/community.ts';

const USER =
  'id rawId username followerCount followingCount pendingFollowerCount followState canViewContent isBlockedByViewer';
const PAYLOAD = `user { ${USER} } me { ${USER} } removedUserId userErrors { field message }`;
const mutation = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${PAYLOAD} } }`;
const FOLLOW = mutation('followUser', 'SocialUserInput');
const UNFOLLOW = mutation('unfollowUser', 'SocialUserInput');
const ACCEPT = mutation('acceptFollowRequest', 'FollowRequestInput');
const REJECT = mutation('rejectFollowRequest', 'FollowRequestInput');
const BLOCK = mutation('blockUser', 'SocialUserInput');
const UNBLOCK = mutation('unblockUser', 'SocialUserInput');
const REMOVE_FOLLOWER = mutation('removeFollower', 'SocialUserInput');
const PROFILE = `query ($username: String!) { member(username: $username) { ${USER}
  tips(first: 10) { totalCount edges { node { text } } }
  followers(first: 10) { totalCount edges { node { rawId } } } } }`;
const REQUESTS = `{ viewer { me { ${USER} } followRequests(first: 10) { totalCount edges { node { rawId followState } } }
  blockedUsers { totalCount edges { node { rawId } } } } }`;
const ACTIVITY = `subscription { followActivity { kind removedUserId user { rawId followState }
  me { rawId followerCount pendingFollowerCount } userEdge { node { rawId } } } }`;

let gateway: TestGateway;
const clients: Client[] = [];

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await gateway.close();
});

const id = (who: Member) => globalId('User', who.rawId);
const run = (query: string, who: Member | null, variables: Record<string, unknown> = {}) =>
  gateway.graphql(query, variables, who?.headers ?? {});

async function username(who: Member): Promise<string> {
  return data(await run('{ viewer { me { username } } }', who)).viewer.me.username;
}

async function makePrivate(who: Member) {
  const answer = await run(
    'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }',
    who,
    { input: { isPrivate: true } },
  );
  expect(data(answer).updateProfile.userErrors).toEqual([]);
}

describe('follow states and counts', () => {
  it('follows a public member at once and a private one after acceptance, with the five states', async () => {
    const [a, b, p] = [await member(gateway), await member(gateway), await member(gateway)];
    const followed = data(await run(FOLLOW, a, { input: { userId: id(b) } })).followUser;
    expect(followed).toMatchObject({
      user: { rawId: b.rawId, followerCount: 1, followState: 'FOLLOWING', pendingFollowerCount: null },
      me: { rawId: a.rawId, followingCount: 1, followState: null },
      userErrors: [],
    });
    const back = data(await run(FOLLOW, b, { input: { userId: id(a) } })).followUser;
    expect(back.user.followState).toBe('UNFOLLOW');

    await makePrivate(p);
    const asked = data(await run(FOLLOW, a, { input: { userId: id(p) } })).followUser;
    expect(asked.user).toMatchObject({ followState: 'REQUESTED', canViewContent: false, followerCount: 0 });
    const requests = data(await run(REQUESTS, p)).viewer;
    expect(requests.me).toMatchObject({ pendingFollowerCount: 1, followerCount: 0 });
    expect(requests.followRequests).toMatchObject({
      totalCount: 1,
      edges: [{ node: { rawId: a.rawId, followState: 'ACCEPT_FOLLOW_REQUEST' } }],
    });
    const accepted = data(await run(ACCEPT, p, { input: { requesterId: id(a) } })).acceptFollowRequest;
    expect(accepted).toMatchObject({
      me: { followerCount: 1, pendingFollowerCount: 0 },
      removedUserId: id(a),
      userErrors: [],
    });
    const after = data(await run(PROFILE, a, { username: await username(p) })).member;
    expect(after).toMatchObject({ followState: 'FOLLOWING', canViewContent: true, followers: { totalCount: 1 } });
  });

  it('answers bad input with userErrors or coded errors in the viewer language, changing nothing', async () => {
    const [a, b] = [await member(gateway), await member(gateway)];
    const self = data(await run(FOLLOW, a, { input: { userId: id(a) } })).followUser;
    expect(self).toMatchObject({ user: null, userErrors: [{ message: 'You cannot follow yourself.' }] });
    await run(FOLLOW, a, { input: { userId: id(b) } });
    const twice = await gateway.graphql(
      FOLLOW,
      { input: { userId: id(b) } },
      { ...a.headers, 'accept-language': 'ar' },
    );
    expect(data(twice).followUser.userErrors[0].message).toMatch(ARABIC);
    const missing = await run(ACCEPT, a, { input: { requesterId: id(b) } });
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(missing.body.errors?.[0].message).toBe('There is no follow request from this member.');
    const unknown = await run(FOLLOW, a, { input: { userId: globalId('User', 99999999) } });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const visitor = await run(FOLLOW, null, { input: { userId: id(b) } });
    expect(visitor.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(data(await run(`{ viewer { me { followingCount } } }`, a)).viewer.me.followingCount).toBe(1);
    expect(data(await run(PROFILE, null, { username: 'no-such-member-here' })).member).toBeNull();
  });
});

describe('remove a follower, and paged lists', () => {
  it('removes a follower (counts from the rows, the edge leaves), refuses a member who does not follow', async () => {
    const [me, fan, other] = [await member(gateway), await member(gateway), await member(gateway)];
    await run(FOLLOW, fan, { input: { userId: id(me) } });
    await run(FOLLOW, other, { input: { userId: id(me) } });
    const removed = data(await run(REMOVE_FOLLOWER, me, { input: { userId: id(fan) } })).removeFollower;
    expect(removed).toMatchObject({
      user: { rawId: fan.rawId, followState: 'FOLLOW', followingCount: 0 },
      me: { rawId: me.rawId, followerCount: 1 },
      removedUserId: id(fan),
      userErrors: [],
    });
    const again = await gateway.graphql(
      REMOVE_FOLLOWER,
      { input: { userId: id(fan) } },
      { ...me.headers, 'accept-language': 'ar' },
    );
    expect(data(again).removeFollower).toMatchObject({ user: null, userErrors: [{ field: null }] });
    expect(data(again).removeFollower.userErrors[0].message).toMatch(ARABIC);
    const badId = data(await run(REMOVE_FOLLOWER, me, { input: { userId: 'not-an-id' } })).removeFollower;
    expect(badId.userErrors).toEqual([{ field: 'userId', message: expect.any(String) }]);
    const unknown = await run(REMOVE_FOLLOWER, me, { input: { userId: globalId('User', 99999999) } });
    expect(unknown.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const visitor = await run(REMOVE_FOLLOWER, null, { input: { userId: id(fan) } });
    expect(visitor.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(data(await run(PROFILE, null, { username: await username(me) })).member.followers).toEqual({
      totalCount: 1,
      edges: [{ node: { rawId: other.rawId } }],
    });
  });

  it("pages a member's followers with after: each page once, in order, then no next page", async () => {
    const star = await member(gateway);
    const fans = [await member(gateway), await member(gateway), await member(gateway)];
    for (const fan of fans) await run(FOLLOW, fan, { input: { userId: id(star) } });
    const PAGE = `query ($username: String!, $after: String) { member(username: $username) {
      followers(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { rawId } } } } }`;
    const name = await username(star);
    const first = data(await run(PAGE, null, { username: name })).member.followers;
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const second = data(await run(PAGE, null, { username: name, after: first.pageInfo.endCursor })).member.followers;
    expect(second.pageInfo.hasNextPage).toBe(false);
    const ids = [...first.edges, ...second.edges].map((edge: { node: { rawId: number } }) => edge.node.rawId);
    // Newest first.
    expect(ids).toEqual(fans.map((fan) => fan.rawId).reverse());
  });
});

describe('privacy and blocks through GraphQL', () => {
  it("hides a private member's tips from non-followers and blocked members' tips from each other", async () => {
    const [owner, stranger] = [await member(gateway), await member(gateway)];
    const event = await itemId(gateway, 'events', 6);
    await postTip(gateway, event, owner, 'Park behind the hall.');
    await makePrivate(owner);
    const name = await username(owner);
    const seen = await run(PROFILE, stranger, { username: name });
    expect(seen.body.data?.member).toMatchObject({ canViewContent: false, tips: null, followers: null });
    expect(seen.body.errors).toBeUndefined();
    const itemTips = `query ($id: ID!) { node(id: $id) { ... on Event { tips(first: 50) { edges { node { author { rawId } } } } } } }`;
    const authors = async (who: Member) =>
      data(await run(itemTips, who, { id: event })).node.tips.edges.map(
        (edge: { node: { author: { rawId: number } } }) => edge.node.author.rawId,
      );
    expect(await authors(stranger)).not.toContain(owner.rawId);
    expect(await authors(owner)).toContain(owner.rawId);

    const [a, b] = [await member(gateway), await member(gateway)];
    await postTip(gateway, event, a, 'Bring water.');
    await postTip(gateway, event, b, 'Seats fill up by seven.');
    const blocked = data(await run(BLOCK, a, { input: { userId: id(b) } })).blockUser;
    expect(blocked).toMatchObject({ user: { isBlockedByViewer: true, canViewContent: false }, me: { rawId: a.rawId } });
    expect(await authors(a)).not.toContain(b.rawId);
    expect(await authors(b)).not.toContain(a.rawId);
    expect(data(await run(PROFILE, b, { username: await username(a) })).member).toBeNull();
    const list = data(await run(REQUESTS, a)).viewer.blockedUsers;
    expect(list).toMatchObject({ totalCount: 1, edges: [{ node: { rawId: b.rawId } }] });
    const followBlocked = await run(FOLLOW, a, { input: { userId: id(b) } });
    expect(followBlocked.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const unblocked = data(await run(UNBLOCK, a, { input: { userId: id(b) } })).unblockUser;
    expect(unblocked).toMatchObject({ removedUserId: id(b), user: { isBlockedByViewer: false } });
    expect(await authors(a)).toContain(b.rawId);
  });
});

describe('followActivity', () => {
  it('delivers a request, its withdrawal, an acceptance and a new follower to the member they concern', async () => {
    const [p, a, c] = [await member(gateway), await member(gateway), await member(gateway)];
    await makePrivate(p);
    const client = (who: Member) => {
      const socket = connect(gateway, { authorization: who.headers.authorization });
      clients.push(socket);
      return watch(socket, ACTIVITY, {});
    };
    const toP = client(p);
    const toA = client(a);
    await settle();

    await run(FOLLOW, a, { input: { userId: id(p) } });
    expect((await toP.next()).data.followActivity).toMatchObject({
      kind: 'FOLLOW_REQUESTED',
      user: { rawId: a.rawId, followState: 'ACCEPT_FOLLOW_REQUEST' },
      me: { rawId: p.rawId, pendingFollowerCount: 1 },
      userEdge: { node: { rawId: a.rawId } },
    });
    await run(FOLLOW, c, { input: { userId: id(p) } });
    await toP.next();
    await run(UNFOLLOW, c, { input: { userId: id(p) } });
    expect((await toP.next()).data.followActivity).toMatchObject({
      kind: 'FOLLOW_REQUEST_WITHDRAWN',
      removedUserId: id(c),
      me: { pendingFollowerCount: 1 },
    });

    await run(ACCEPT, p, { input: { requesterId: id(a) } });
    expect((await toA.next()).data.followActivity).toMatchObject({
      kind: 'FOLLOW_REQUEST_ACCEPTED',
      user: { rawId: p.rawId, followState: 'FOLLOWING' },
    });

    await run(FOLLOW, p, { input: { userId: id(a) } });
    expect((await toA.next()).data.followActivity).toMatchObject({
      kind: 'NEW_FOLLOWER',
      me: { followerCount: 1 },
      userEdge: { node: { rawId: p.rawId } },
    });
    await run(REJECT, p, { input: { requesterId: id(c) } }).then((answer) =>
      expect(answer.body.errors?.[0].extensions?.code).toBe('NOT_FOUND'),
    );
    expect(toP.errors).toEqual([]);
  });

  it('refuses visitors', async () => {
    const socket = connect(gateway, {});
    clients.push(socket);
    const answer = await watch(socket, ACTIVITY, {}).next();
    expect(answer.errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
      message: 'You can not proceed without being signed in',
    });
  });
});

// Reading community content: no N+1 on lists, tip authors batched, members' own lists and private profiles, and a
// detail screen's query within the cost limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { globalId } from '../support/queries.ts';
import { data, itemId, member, postTip, UPLOAD_PHOTO, type Member } from '../support/community.ts';
import { png } from '../support/members.ts';

let gateway: TestGateway;
let reader: Member;
beforeAll(async () => {
  gateway = await startGateway();
  reader = await member(gateway);
});
afterAll(() => gateway.close());

const matching = (calls: string[], pattern: RegExp) => calls.filter((call) => pattern.test(call));

describe('lists', () => {
  const LIST = `{
    events(first: 20, filter: { cityIds: [] }) { edges { node { tipCount photoCount attendanceCount viewerAttendance rating { average count viewerValue } } } }
    experiences(first: 20, filter: { cityIds: [] }) { edges { node { tipCount viewerAttendance rating { viewerValue } } } }
  }`;

  it('makes one call per kind for the viewer ratings and attendance of 20 items, none for counts', async () => {
    await postTip(gateway, await itemId(gateway, 'events', 4), reader);
    const response = await gateway.graphql(LIST, undefined, reader.headers);
    const events = data(response).events.edges;
    expect(events).toHaveLength(20);
    expect(events[4].node.tipCount).toBeGreaterThan(0);
    expect(matching(response.calls, /^GET \/api\/v1\/me\/ratings\/\?entity_type=event&ids=/)).toHaveLength(1);
    expect(matching(response.calls, /^GET \/api\/v1\/me\/ratings\/\?entity_type=experience&ids=/)).toHaveLength(1);
    expect(matching(response.calls, /^GET \/api\/v1\/me\/attendance\//)).toHaveLength(2);
    expect(matching(response.calls, /\/(tips|photos|rating)\//)).toEqual([]);
    // The batch holds the ids of the whole list.
    const ids = new URL(`http://x${matching(response.calls, /entity_type=event&ids=/)[0].split(' ')[1]}`).searchParams
      .get('ids')!
      .split(',');
    expect(ids).toHaveLength(20);
  });

  it('makes no viewer calls for a visitor', async () => {
    const response = await gateway.graphql(LIST);
    const first = data(response).events.edges[0].node;
    expect(first.viewerAttendance).toBeNull();
    expect(first.rating.viewerValue).toBeNull();
    expect(matching(response.calls, /\/me\//)).toEqual([]);
  });
});

describe('an item screen', () => {
  const DETAIL = `query ($id: ID!) { event(id: $id) {
    id name summary description startDate endDate isPast price { isFree amount currency } image { url thumbnail alt }
    gallery { url thumbnail } location { latitude longitude venueName address district } workingHours { weekday opens closes }
    ticketUrl city { id name } categories { id name } audiences { id name } tags { id name } organizer { id name logo }
    calendarLinks { google outlook ics } attendanceCount viewerAttendance tipCount photoCount
    rating { average count viewerValue }
    tips(first: 5) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id text createdAt upVoteCount viewerHasVoted viewerIsAuthor author { id fullName image { thumbnail } level levelName } } } }
    photos(first: 9) { totalCount pageInfo { hasNextPage endCursor } edges { node { id caption upVoteCount viewerHasVoted viewerIsAuthor image { url thumbnail } author { id fullName } } } }
    related(first: 4) { id name image { thumbnail } startDate tipCount rating { average count } }
  } }`;

  it('is accepted by the cost and depth limits; tip and photo authors come in one batch', async () => {
    const withTips = await itemId(gateway, 'events', 5);
    const writers = [await member(gateway), await member(gateway)];
    for (const writer of writers) await postTip(gateway, withTips, writer);
    const response = await gateway.graphql(DETAIL, { id: withTips }, reader.headers);
    const event = data(response).event;
    expect(event.tips.edges.length).toBeGreaterThanOrEqual(2);
    expect(event.tips.totalCount).toBe(event.tipCount);
    expect(event.tips.edges[0].node.author.fullName).not.toBe('');
    // Both writers' profiles in one call.
    expect(matching(response.calls, /^GET \/api\/v1\/users\//)).toHaveLength(1);
    expect(matching(response.calls, /^GET \/api\/v1\/me\/$/)).toHaveLength(1);
  });
});

describe('counts per viewer', () => {
  const COUNTED = `query ($id: ID!) { event(id: $id) { tipCount photoCount tips(first: 5) { totalCount } photos(first: 9) { totalCount } } }`;

  it("equal the viewer's own tips and photos totals, hiding a private author's posts, in no extra call", async () => {
    const event = await itemId(gateway, 'events', 11);
    const secretive = await member(gateway);
    await postTip(gateway, event, secretive, 'Only for my followers');
    const photo = await gateway.upload(
      UPLOAD_PHOTO,
      { input: { subjectId: event, image: null } },
      { 'input.image': new File([png()], 'a.png', { type: 'image/png' }) },
      { 'graphql-require-preflight': '1', ...secretive.headers },
    );
    expect(data(photo).uploadPhoto.userErrors).toEqual([]);
    const run = (query: string, who: Member, input: Record<string, unknown>) =>
      gateway.graphql(query, { input }, who.headers);
    const privacy =
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { message } } }';
    expect(data(await run(privacy, secretive, { isPrivate: true })).updateProfile.userErrors).toEqual([]);
    const [follower, blocked] = [await member(gateway), await member(gateway)];
    const social = async (name: string, type: string, who: Member, input: Record<string, unknown>) => {
      const query = `mutation ($input: ${type}!) { ${name}(input: $input) { userErrors { message } } }`;
      expect(data(await run(query, who, input))[name].userErrors, name).toEqual([]);
    };
    await social('followUser', 'SocialUserInput', follower, { userId: globalId('User', secretive.rawId) });
    await social('acceptFollowRequest', 'FollowRequestInput', secretive, {
      requesterId: globalId('User', follower.rawId),
    });
    await social('blockUser', 'SocialUserInput', secretive, { userId: globalId('User', blocked.rawId) });

    const seen = new Map<string, number>();
    for (const [who, headers] of [
      ['visitor', {}],
      ['stranger', reader.headers],
      ['follower', follower.headers],
      ['blocked', blocked.headers],
      ['author', secretive.headers],
    ] as const) {
      const response = await gateway.graphql(COUNTED, { id: event }, headers);
      const item = data(response).event;
      expect(item.tipCount, who).toBe(item.tips.totalCount);
      expect(item.photoCount, who).toBe(item.photos.totalCount);
      seen.set(who, item.tipCount);
      // the item, one batch of first tips and one of first photos: the counts cost nothing more
      expect(matching(response.calls, /^GET \/api\/v1\/events\/(tips|photos)\/\?entity_ids=/), who).toHaveLength(2);
      expect(matching(response.calls, /^GET \/api\/v1\/events\/search\/\?ids=/), who).toHaveLength(1);
    }
    expect(seen.get('visitor')).toBe(seen.get('follower')! - 1);
    expect(seen.get('blocked')).toBe(seen.get('visitor'));
    expect(seen.get('author')).toBe(seen.get('follower'));
  });
});

describe("members' tips and photos", () => {
  const USER_TIPS = `query ($id: ID!) { node(id: $id) { ... on User { rawId email tips(first: 10) { totalCount edges { node { text } } } events: tips(kind: EVENT) { totalCount } places: tips(kind: PLACE) { totalCount } photos { totalCount } } } }`;

  it("lists a member's own tips, and another member's public ones without private fields", async () => {
    const writer = await member(gateway);
    const [first, second] = [await itemId(gateway, 'events', 3), await itemId(gateway, 'experiences', 3)];
    await postTip(gateway, first, writer, 'On an event');
    await postTip(gateway, second, writer, 'On an experience');
    const own = data(await gateway.graphql(USER_TIPS, { id: globalId('User', writer.rawId) }, writer.headers)).node;
    expect(own).toMatchObject({
      rawId: writer.rawId,
      email: expect.stringContaining('@'),
      tips: { totalCount: 2 },
      events: { totalCount: 1 },
      places: { totalCount: 0 },
      photos: { totalCount: 0 },
    });
    expect(own.tips.edges.map((edge: { node: { text: string } }) => edge.node.text)).toEqual([
      'On an experience',
      'On an event',
    ]);

    for (const headers of [reader.headers, {}]) {
      const theirs = data(await gateway.graphql(USER_TIPS, { id: globalId('User', writer.rawId) }, headers)).node;
      expect(theirs).toEqual({ ...own, email: null });
    }
  });

  it("keeps another member's private profile to themself: the lists null, without an error", async () => {
    const secretive = await member(gateway);
    const privacy = await gateway.graphql(
      'mutation { updateProfile(input: { isPrivate: true }) { userErrors { message } } }',
      undefined,
      secretive.headers,
    );
    expect(data(privacy).updateProfile.userErrors).toEqual([]);
    const tip = await postTip(gateway, await itemId(gateway, 'events', 3), secretive, 'Quiet tip');
    const query = `query ($id: ID!) { node(id: $id) { ... on User { rawId canViewContent tips { totalCount } photos { totalCount } } } }`;
    const user = { id: globalId('User', secretive.rawId) };

    const refused = await gateway.graphql(query, user, reader.headers);
    expect(refused.body.data?.node).toEqual({
      rawId: secretive.rawId,
      canViewContent: false,
      tips: null,
      photos: null,
    });
    expect(refused.body.errors).toBeUndefined();
    // their tip is not shown to others either (social: on every path)
    const tipNode = await gateway.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: tip.id }, reader.headers);
    expect(tipNode.body.data?.node).toBeNull();

    const own = data(await gateway.graphql(query, user, secretive.headers)).node;
    expect(own).toEqual({
      rawId: secretive.rawId,
      canViewContent: true,
      tips: { totalCount: 1 },
      photos: { totalCount: 0 },
    });
  });
});

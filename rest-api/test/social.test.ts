// Follow, requests, blocks and the privacy matrix (docs/social.md): every transition with its counts, the bad
// inputs that change nothing, and who sees a member's content on every path that shows it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApi } from './helpers/app.ts';
import { describeApi } from './helpers/app.ts';
import { call, itemId, makePrivate, newMember, type Member } from './helpers/community.ts';
import { texts } from './helpers/errors.ts';

const follow = (api: TestApi, who: Member, target: Member) =>
  call(api, 'POST', '/api/v1/follows/', who, { followed_user: target.id });
const unfollow = (api: TestApi, who: Member, target: Member) =>
  call(api, 'DELETE', `/api/v1/follows/${target.id}/`, who);
const accept = (api: TestApi, who: Member, requester: Member) =>
  call(api, 'POST', `/api/v1/me/pending-followers/${requester.id}/accept/`, who);
const reject = (api: TestApi, who: Member, requester: Member) =>
  call(api, 'DELETE', `/api/v1/me/pending-followers/${requester.id}/`, who);
const removeFollower = (api: TestApi, who: Member, follower: Member) =>
  call(api, 'DELETE', `/api/v1/me/followers/${follower.id}/`, who);
const blockMember = (api: TestApi, who: Member, target: Member) =>
  call(api, 'POST', `/api/v1/users/${target.id}/block/`, who);
const unblockMember = (api: TestApi, who: Member, target: Member) =>
  call(api, 'POST', `/api/v1/users/${target.id}/unblock/`, who);

/** The member's own counts and the lengths of their lists: every count must equal its list. */
async function countsAndLists(api: TestApi, who: Member) {
  const me = (await api.get('/api/v1/me/', who.headers)).json;
  const size = async (segment: string) => (await api.get(`/api/v1/me/${segment}/`, who.headers)).json;
  const lists = {
    followers: await size('followers'),
    followings: await size('followings'),
    pending_followers: await size('pending-followers'),
    pending_followings: await size('pending-followings'),
    blocked: await size('blocked-users'),
  };
  for (const list of Object.values(lists)) expect(list.results.length).toBe(list.count);
  expect(me.follower_count).toBe(lists.followers.count);
  expect(me.following_count).toBe(lists.followings.count);
  expect(me.pending_followers_count).toBe(lists.pending_followers.count);
  expect(me.pending_followings_count).toBe(lists.pending_followings.count);
  expect(me.blocked_users_count).toBe(lists.blocked.count);
  const ids = (list: { results: { id: number }[] }) => list.results.map((u) => u.id);
  return {
    followers: ids(lists.followers),
    followings: ids(lists.followings),
    pendingFollowers: ids(lists.pending_followers),
    pendingFollowings: ids(lists.pending_followings),
    blocked: ids(lists.blocked),
  };
}

async function tipOn(api: TestApi, who: Member, text: string) {
  const event = await itemId(api, 'events', 'corniche-concert');
  const answer = await call(api, 'POST', '/api/v1/events/tips/', who, { entity: event, text });
  expect(answer.status).toBe(201);
  return { event, tip: answer.json.id as number };
}

describeApi('social', (api) => {
  describe('follow a public member', () => {
    it('follows at once, unfollows, and the counts follow the lists', async () => {
      const [a, b] = [await newMember(api), await newMember(api)];
      const answer = await follow(api, a, b);
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({
        id: b.id,
        follower_count: 1,
        relationship: { followed_by_me: 'accepted', follows_me: null, blocked_by_me: false, can_see_content: true },
      });
      expect((await countsAndLists(api, a)).followings).toEqual([b.id]);
      expect((await countsAndLists(api, b)).followers).toEqual([a.id]);
      // the public lists say the same
      expect((await api.get(`/api/v1/users/${b.id}/followers/`)).json.results.map((u: Member) => u.id)).toEqual([a.id]);
      expect((await api.get(`/api/v1/users/${a.id}/followings/`)).json.count).toBe(1);

      const gone = await unfollow(api, a, b);
      expect(gone.status).toBe(200);
      expect(gone.json).toMatchObject({ follower_count: 0, relationship: { followed_by_me: null } });
      expect(await countsAndLists(api, a)).toMatchObject({ followings: [], pendingFollowings: [] });
      expect((await countsAndLists(api, b)).followers).toEqual([]);
    });

    it('refuses following yourself, twice, an unknown member or a visitor, and changes nothing', async () => {
      const [a, b] = [await newMember(api), await newMember(api)];
      const self = await follow(api, a, a);
      expect(self.status).toBe(400);
      expect(self.json.codes).toEqual({ followed_user: [{ code: 'follow_self' }] });
      expect((await follow(api, a, b)).status).toBe(201);
      const twice = await follow(api, a, b);
      expect(twice.status).toBe(400);
      expect(texts(twice.json)).toEqual({ non_field_errors: ['You already follow this member.'] });
      expect(twice.json.codes.non_field_errors[0].code).toBe('already_following');
      const unknown = await call(api, 'POST', '/api/v1/follows/', a, { followed_user: 99999999 });
      expect(unknown.status).toBe(404);
      expect((await call(api, 'POST', '/api/v1/follows/', null, { followed_user: b.id })).status).toBe(401);
      expect(await countsAndLists(api, a)).toMatchObject({ followings: [b.id] });
      expect((await countsAndLists(api, b)).followers).toEqual([a.id]);
      const notFollowing = await unfollow(api, b, a);
      expect(notFollowing.status).toBe(400);
      expect(notFollowing.json.codes.non_field_errors[0].code).toBe('not_following');
    });
  });

  describe('follow a private member', () => {
    it('asks, and an accepted request makes a follower (follower_count + 1)', async () => {
      const [a, p] = [await newMember(api), await newMember(api)];
      await makePrivate(api, p);
      const asked = await follow(api, a, p);
      expect(asked.status).toBe(201);
      expect(asked.json).toMatchObject({
        follower_count: 0,
        // their own count: theirs to see (countsAndLists below)
        pending_followers_count: null,
        relationship: { followed_by_me: 'pending', can_see_content: false },
      });
      expect(await countsAndLists(api, a)).toMatchObject({ followings: [], pendingFollowings: [p.id] });
      expect(await countsAndLists(api, p)).toMatchObject({ followers: [], pendingFollowers: [a.id] });
      const again = await follow(api, a, p);
      expect(again.status).toBe(400);
      expect(again.json.codes.non_field_errors[0].code).toBe('already_requested');

      const accepted = await accept(api, p, a);
      expect(accepted.status).toBe(200);
      expect(accepted.json).toMatchObject({ id: a.id, relationship: { follows_me: 'accepted' } });
      expect(await countsAndLists(api, p)).toMatchObject({ followers: [a.id], pendingFollowers: [] });
      expect(await countsAndLists(api, a)).toMatchObject({ followings: [p.id], pendingFollowings: [] });
      const twice = await accept(api, p, a);
      expect(twice.status).toBe(404);
      expect(twice.json.code).toBe('follow_request_missing');
    });

    it('rejects a request (it disappears), and unfollow withdraws a request', async () => {
      const [a, b, p] = [await newMember(api), await newMember(api), await newMember(api)];
      await makePrivate(api, p);
      await follow(api, a, p);
      await follow(api, b, p);
      expect((await reject(api, p, a)).status).toBe(200);
      expect(await countsAndLists(api, p)).toMatchObject({ followers: [], pendingFollowers: [b.id] });
      expect(await countsAndLists(api, a)).toMatchObject({ pendingFollowings: [] });
      expect((await reject(api, p, a)).status).toBe(404);
      expect((await accept(api, a, p)).status).toBe(404);
      expect((await unfollow(api, b, p)).status).toBe(200);
      expect(await countsAndLists(api, p)).toMatchObject({ pendingFollowers: [] });
      expect(await countsAndLists(api, b)).toMatchObject({ pendingFollowings: [] });
    });
  });

  describe('remove a follower', () => {
    it('ends their follow (both counts from the rows), and they can follow again', async () => {
      const [me, fan, other] = [await newMember(api), await newMember(api), await newMember(api)];
      await follow(api, fan, me);
      await follow(api, other, me);
      await follow(api, me, fan);
      const removed = await removeFollower(api, me, fan);
      expect(removed.status).toBe(200);
      // My follow of them stays: only theirs of me ends.
      expect(removed.json).toMatchObject({
        id: fan.id,
        relationship: { followed_by_me: 'accepted', follows_me: null },
      });
      expect(await countsAndLists(api, me)).toMatchObject({ followers: [other.id], followings: [fan.id] });
      expect(await countsAndLists(api, fan)).toMatchObject({ followings: [], followers: [me.id] });
      expect((await follow(api, fan, me)).status).toBe(201);
      expect((await countsAndLists(api, me)).followers.sort()).toEqual([fan.id, other.id].sort());
    });

    it('refuses a member who does not follow, a pending requester, unknown ids and visitors; changes nothing', async () => {
      const [me, stranger, asker] = [await newMember(api), await newMember(api), await newMember(api)];
      await makePrivate(api, me);
      await follow(api, asker, me);
      const notFollower = await removeFollower(api, me, stranger);
      expect(notFollower.status).toBe(400);
      expect(texts(notFollower.json)).toEqual({ non_field_errors: ['This member does not follow you.'] });
      expect(notFollower.json.codes.non_field_errors[0].code).toBe('not_a_follower');
      // A request is rejected, not removed as a follower.
      expect((await removeFollower(api, me, asker)).json.codes.non_field_errors[0].code).toBe('not_a_follower');
      expect((await call(api, 'DELETE', '/api/v1/me/followers/99999999/', me)).status).toBe(404);
      expect((await call(api, 'DELETE', '/api/v1/me/followers/0/', me)).status).toBe(404);
      expect((await call(api, 'DELETE', '/api/v1/me/followers/abc/', me)).status).toBe(400);
      expect((await call(api, 'DELETE', `/api/v1/me/followers/${stranger.id}/`, null)).status).toBe(401);
      expect(await countsAndLists(api, me)).toMatchObject({ followers: [], pendingFollowers: [asker.id] });
    });

    it('treats a member who blocked me as unknown', async () => {
      const [me, fan] = [await newMember(api), await newMember(api)];
      await follow(api, fan, me);
      await blockMember(api, fan, me);
      const answer = await removeFollower(api, me, fan);
      expect(answer.status).toBe(404);
    });
  });

  describe('block', () => {
    it('ends follows both ways, prevents following, is not undone by unblock', async () => {
      const [a, b] = [await newMember(api), await newMember(api)];
      await follow(api, a, b);
      await follow(api, b, a);
      const blocked = await blockMember(api, a, b);
      expect(blocked.status).toBe(200);
      expect(blocked.json.relationship).toMatchObject({ blocked_by_me: true, can_see_content: false });
      expect(await countsAndLists(api, a)).toMatchObject({ followers: [], followings: [], blocked: [b.id] });
      expect(await countsAndLists(api, b)).toMatchObject({ followers: [], followings: [], blocked: [] });
      // the blocked member cannot find the blocker; the blocker is told why
      expect((await follow(api, b, a)).status).toBe(404);
      const blockerFollows = await follow(api, a, b);
      expect(blockerFollows.status).toBe(403);
      expect(blockerFollows.json.code).toBe('member_blocked');
      const twice = await blockMember(api, a, b);
      expect(twice.status).toBe(400);
      expect(twice.json.codes.non_field_errors[0].code).toBe('already_blocked');
      expect((await blockMember(api, a, a)).json.codes.non_field_errors[0].code).toBe('block_self');
      // the blocked member does not find the blocker any more
      expect((await api.get(`/api/v1/users/${a.id}/`, b.headers)).status).toBe(404);
      expect((await api.get(`/api/v1/users/?ids=${a.id}`, b.headers)).json.results).toEqual([]);
      expect((await accept(api, b, a)).status).toBe(404);

      expect((await unblockMember(api, a, b)).status).toBe(200);
      expect(await countsAndLists(api, a)).toMatchObject({ followers: [], followings: [], blocked: [] });
      const notBlocked = await unblockMember(api, a, b);
      expect(notBlocked.status).toBe(400);
      expect(notBlocked.json.codes.non_field_errors[0].code).toBe('not_blocked');
      expect((await follow(api, b, a)).status).toBe(201);
    });

    it("hides each member's tips from the other on item pages, profiles and attendance", async () => {
      const [a, b] = [await newMember(api), await newMember(api)];
      const { event, tip: tipA } = await tipOn(api, a, 'The lights over the water were lovely.');
      const { tip: tipB } = await tipOn(api, b, 'Come early for a seat.');
      await call(api, 'POST', `/api/v1/events/${event}/attend/`, a, { status: 'going' });
      const tipIds = async (who: Member) =>
        (await api.get(`/api/v1/events/${event}/tips/?page_size=100`, who.headers)).json.results.map(
          (tip: { id: number }) => tip.id,
        );
      expect(await tipIds(b)).toContain(tipA);
      await blockMember(api, b, a);
      expect(await tipIds(b)).not.toContain(tipA);
      expect(await tipIds(a)).not.toContain(tipB);
      expect(await tipIds(a)).toContain(tipA);
      const batch = (await api.get(`/api/v1/events/tips/?entity_ids=${event}&page_size=100`, a.headers)).json;
      expect(batch.results[0].results.map((tip: { id: number }) => tip.id)).not.toContain(tipB);
      const attendees = (await api.get(`/api/v1/events/${event}/attendance/`, b.headers)).json;
      expect(attendees.results.map((row: { user: { id: number } }) => row.user.id)).not.toContain(a.id);
      expect(attendees.results.length).toBe(Math.min(attendees.count, 20));
      expect((await api.get(`/api/v1/users/${a.id}/eventtips/`, b.headers)).json.code).toBe('member_blocked');
      expect((await api.get(`/api/v1/users/${b.id}/eventtips/`, a.headers)).status).toBe(404);
    });
  });

  describe('privacy matrix', () => {
    it('shows a private profile to its owner and accepted followers only, on every path', async () => {
      const owner = await newMember(api, 'Reem');
      const [stranger, requester, follower, blocked] = [
        await newMember(api),
        await newMember(api),
        await newMember(api),
        await newMember(api),
      ];
      const { event, tip } = await tipOn(api, owner, 'The best seats are on the left side.');
      await makePrivate(api, owner);
      await follow(api, requester, owner);
      await follow(api, follower, owner);
      await accept(api, owner, follower);
      await blockMember(api, owner, blocked);

      const viewers: [string, Member | null, boolean][] = [
        ['visitor', null, false],
        ['stranger', stranger, false],
        ['pending requester', requester, false],
        ['follower', follower, true],
        ['blocked member', blocked, false],
        ['owner', owner, true],
      ];
      for (const [name, viewer, sees] of viewers) {
        const headers = viewer?.headers ?? {};
        const profile = await api.get(`/api/v1/users/${owner.id}/`, headers);
        if (viewer === blocked) {
          expect(profile.status, name).toBe(404);
        } else {
          // name, image and counts for everyone
          expect(profile.json, name).toMatchObject({ first_name: 'Reem', is_private: true, follower_count: 1 });
          expect(profile.json.relationship.can_see_content, name).toBe(sees);
        }
        for (const path of ['eventtips', 'eventphotos', 'followers', 'followings']) {
          const list = await api.get(`/api/v1/users/${owner.id}/${path}/`, headers);
          expect(list.status, `${name} ${path}`).toBe(sees ? 200 : viewer === blocked ? 404 : 403);
        }
        const itemTips = (await api.get(`/api/v1/events/${event}/tips/?page_size=100`, headers)).json.results;
        expect(
          itemTips.some((row: { id: number }) => row.id === tip),
          `${name} item tips`,
        ).toBe(sees);
      }
      const tips = (await api.get(`/api/v1/users/${owner.id}/eventtips/`, follower.headers)).json;
      expect(tips.results.map((row: { id: number }) => row.id)).toEqual([tip]);
      const byName = await api.get(
        `/api/v1/users/username/${(await api.get('/api/v1/me/', owner.headers)).json.username.toUpperCase()}/`,
      );
      expect(byName.json.id).toBe(owner.id);
      expect((await api.get('/api/v1/users/username/nobody-here/')).status).toBe(404);
    });
  });

  it('keeps the stored counts equal to the rows after a member is deleted', async () => {
    const [a, b] = [await newMember(api), await newMember(api)];
    await follow(api, a, b);
    await api.database.db.execute(sql`SELECT 1`);
    const { deleteUser } = await import('../src/members/users.ts');
    await deleteUser(api.database.db, a.id);
    expect((await api.get('/api/v1/me/', b.headers)).json.follower_count).toBe(0);
  });
});

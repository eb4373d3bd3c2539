import { describe, expect, it } from 'vitest';
import { describeApi } from './helpers/app.ts';
import { call, itemId, newMember, seededMember } from './helpers/community.ts';
import { emailedToken, withBasic } from './helpers/members.ts';
import { texts } from './helpers/errors.ts';

describeApi('community public users', (api) => {
  describe('lookups', () => {
    it('answers members by ids (unknown left out) without email or phone, with level and counts', async () => {
      const sara = await seededMember(api, 'sara@example.com');
      const omar = await seededMember(api, 'omar@example.com');
      const answer = await api.get(`/api/v1/users/?ids=${omar.id},999999,${sara.id}`);
      expect(answer.status).toBe(200);
      expect(answer.json.results.map((u: { id: number }) => u.id)).toEqual([omar.id, sara.id]);
      const saraJson = answer.json.results[1];
      expect(saraJson).toMatchObject({
        id: sara.id,
        first_name: 'Sara',
        username: 'sara',
        email: null,
        phone_number: null,
        phone_number_local: null,
        level_name_en: expect.any(String),
        level_name_ar: expect.any(String),
        counts: { tip: expect.any(Number) },
      });
      const me = (await api.get('/api/v1/me/stats/', sara.headers)).json;
      expect(saraJson).toMatchObject({
        ugc_points: me.ugc_points,
        ugc_level: me.ugc_level,
        counts: me.counts,
        next_level_points: me.next_level_points,
      });
      expect((await api.get(`/api/v1/users/${sara.id}/`)).json).toEqual(saraJson);
      expect((await api.get('/api/v1/users/999999/')).status).toBe(404);
      expect((await api.get('/api/v1/users/99999999999/')).status).toBe(404);
      expect((await api.get('/api/v1/users/99999999999/eventtips/')).status).toBe(404);
    });

    it("shows a member's own counts, last sign-in and Facebook link to them alone (as GraphQL does)", async () => {
      const [owner, stranger] = [await newMember(api), await newMember(api)];
      await call(api, 'POST', `/api/v1/users/${stranger.id}/block/`, owner);
      await call(api, 'POST', '/api/v1/follows/', stranger, { followed_user: (await newMember(api)).id });
      const ownerOnly = {
        pending_followers_count: 0,
        pending_followings_count: 0,
        blocked_users_count: 1,
        is_facebook_user: false,
        last_login: expect.any(String),
      };
      const hidden = Object.fromEntries(Object.keys(ownerOnly).map((field) => [field, null]));
      const asOwner = await api.get(`/api/v1/users/${owner.id}/`, owner.headers);
      expect(asOwner.json).toMatchObject(ownerOnly);
      expect((await api.get(`/api/v1/users/?ids=${owner.id}`, owner.headers)).json.results[0]).toMatchObject(ownerOnly);
      for (const headers of [{}, (await newMember(api)).headers]) {
        expect((await api.get(`/api/v1/users/${owner.id}/`, headers)).json).toMatchObject(hidden);
        expect((await api.get(`/api/v1/users/?ids=${owner.id}`, headers)).json.results[0]).toMatchObject(hidden);
      }
      // the public counts stay for everyone
      expect((await api.get(`/api/v1/users/${stranger.id}/`)).json).toMatchObject({ following_count: 1 });
    });

    it('needs ids, at most 100 of them, and a key', async () => {
      expect(texts((await api.get('/api/v1/users/')).json)).toEqual({ ids: ['This field is required.'] });
      const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      expect(texts((await api.get(`/api/v1/users/?ids=${many}`)).json)).toEqual({
        ids: ['Ensure this field has no more than 100 elements.'],
      });
      expect((await api.get('/api/v1/users/?ids=1', { 'x-client-key': undefined })).status).toBe(401);
    });
  });

  describe('content of a profile', () => {
    it("lists a member's tips and photos by kind, and /me lists one's own", async () => {
      const author = await newMember(api);
      const event = await itemId(api, 'events', 'corniche-concert');
      const experience = await itemId(api, 'experiences', 'red-sea-diving');
      const eventTip = (
        await call(api, 'POST', '/api/v1/events/tips/', author, { entity: event, text: 'Great sound.' })
      ).json;
      const experienceTip = (
        await call(api, 'POST', '/api/v1/experiences/tips/', author, { entity: experience, text: 'Clear water.' })
      ).json;
      const ids = async (url: string) => (await api.get(url)).json.results.map((t: { id: number }) => t.id);
      expect(await ids(`/api/v1/users/${author.id}/eventtips/`)).toEqual([eventTip.id]);
      expect(await ids(`/api/v1/users/${author.id}/experiencetips/`)).toEqual([experienceTip.id]);
      expect(await ids(`/api/v1/users/${author.id}/tips/`)).toEqual([]);
      expect(await ids(`/api/v1/users/${author.id}/articletips/`)).toEqual([]);
      expect(await ids(`/api/v1/users/${author.id}/eventphotos/`)).toEqual([]);
      const mine = (await call(api, 'GET', '/api/v1/me/tips/', author)).json;
      expect(mine.count).toBe(2);
      expect(mine.results.map((t: { id: number }) => t.id)).toEqual([experienceTip.id, eventTip.id]);
      expect(
        (await call(api, 'GET', '/api/v1/me/tips/?entity_type=event', author)).json.results.map(
          (t: { id: number }) => t.id,
        ),
      ).toEqual([eventTip.id]);
      expect((await call(api, 'GET', '/api/v1/me/photos/', author)).json).toMatchObject({ count: 0, results: [] });
      expect((await call(api, 'GET', '/api/v1/me/tips/', null)).status).toBe(401);
      expect((await api.get('/api/v1/users/999999/eventtips/')).status).toBe(404);
    });

    it("keeps a private profile's lists to its owner", async () => {
      const omar = await seededMember(api, 'omar@example.com');
      const other = await newMember(api);
      const refused = await api.get(`/api/v1/users/${omar.id}/eventtips/`);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ detail: 'This profile is private.', code: 'profile_private' });
      expect((await call(api, 'GET', `/api/v1/users/${omar.id}/eventphotos/`, other)).status).toBe(403);
      expect(
        (await call(api, 'GET', `/api/v1/users/${omar.id}/eventtips/`, null, undefined, { 'accept-language': 'ar' }))
          .json,
      ).toEqual({ detail: 'This profile is private.', code: 'profile_private' });
      expect((await call(api, 'GET', `/api/v1/users/${omar.id}/eventtips/`, omar)).status).toBe(200);
      // the profile itself stays visible
      expect((await api.get(`/api/v1/users/${omar.id}/`)).json).toMatchObject({ id: omar.id, is_private: true });
    });
  });

  describe('account deletion', () => {
    it('takes back every count the member added when their account is deleted', async () => {
      const leaving = await newMember(api, 'Leen');
      const staying = await newMember(api, 'Huda');
      const id = await itemId(api, 'events', 'riyadh-design-week');
      const item = async () => (await api.get(`/api/v1/events/${id}/`)).json;
      const before = await item();
      const stayingTip = (
        await call(api, 'POST', '/api/v1/events/tips/', staying, { entity: id, text: 'Start at hall B.' })
      ).json;
      await call(api, 'POST', `/api/v1/events/${id}/rate/`, staying, { value: 2 });
      const leavingTip = (
        await call(api, 'POST', '/api/v1/events/tips/', leaving, { entity: id, text: 'Free entry before noon.' })
      ).json;
      await call(api, 'POST', `/api/v1/events/tips/${stayingTip.id}/vote/`, leaving, { vote: true });
      await call(api, 'POST', `/api/v1/events/tips/${leavingTip.id}/vote/`, staying, { vote: true });
      await call(api, 'POST', `/api/v1/events/${id}/rate/`, leaving, { value: 5 });
      await call(api, 'POST', `/api/v1/events/${id}/attend/`, leaving, { status: 'want_to_go' });
      expect(await item()).toMatchObject({
        tip_count: before.tip_count + 2,
        rating_count: 2,
        rating_average: 3.5,
        attendance_count: before.attendance_count,
        want_to_go_count: before.want_to_go_count + 1,
      });

      await call(api, 'POST', '/api/v1/me/request-delete/', leaving);
      const { token } = await emailedToken(api, leaving.email);
      expect((await withBasic(api, '/api/v1/auth/confirm-delete/', { token })).status).toBe(200);

      expect(await item()).toMatchObject({
        tip_count: before.tip_count + 1,
        rating_count: 1,
        rating_average: 2,
        attendance_count: before.attendance_count,
        want_to_go_count: before.want_to_go_count,
      });
      expect((await api.get('/api/v1/me/stats/', staying.headers)).json.counts).toMatchObject({
        tip: 1,
        tip_vote: 0,
        up_vote: 0,
        rating: 1,
      });
      expect(
        (await api.get(`/api/v1/events/${id}/tips/`)).json.results.find((t: { id: number }) => t.id === stayingTip.id)
          .up_vote_count,
      ).toBe(0);
    });
  });

  describe('reports', () => {
    it('reports a member once, and refuses reporting oneself', async () => {
      const reporter = await newMember(api);
      const target = await newMember(api, 'Huda');
      const first = await call(api, 'POST', `/api/v1/users/${target.id}/report/`, reporter, {
        reason: 'offensive',
        note: 'rude tips',
      });
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({
        target_type: 'user',
        target_id: target.id,
        reason: 'offensive',
        note: 'rude tips',
      });
      const again = await call(api, 'POST', `/api/v1/users/${target.id}/report/`, reporter, { reason: 'spam' });
      expect(again.status).toBe(200);
      expect(again.json.id).toBe(first.json.id);
      const self = await call(api, 'POST', `/api/v1/users/${reporter.id}/report/`, reporter, { reason: 'spam' });
      expect(self.status).toBe(400);
      expect(texts(self.json)).toEqual({ non_field_errors: ['You cannot report yourself.'] });
      expect(
        (
          await call(
            api,
            'POST',
            `/api/v1/users/${reporter.id}/report/`,
            reporter,
            { reason: 'spam' },
            { 'accept-language': 'ar' },
          )
        ).json,
      ).toEqual({
        non_field_errors: ['You cannot report yourself.'],
        code: 'invalid',
        codes: { non_field_errors: [{ code: 'report_self' }] },
      });
      expect((await call(api, 'POST', '/api/v1/users/999999/report/', reporter, { reason: 'spam' })).status).toBe(404);
      expect((await call(api, 'POST', `/api/v1/users/${target.id}/report/`, null, { reason: 'spam' })).status).toBe(
        401,
      );
    });
  });
});

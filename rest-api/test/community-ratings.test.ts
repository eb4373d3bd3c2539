import { describe, expect, it } from 'vitest';
import { describeApi } from './helpers/app.ts';
import { call, itemId, newMember, stats } from './helpers/community.ts';
import { texts } from './helpers/errors.ts';

describeApi('community ratings and attendance', (api) => {
  describe('ratings', () => {
    it("keeps one rating per member, recomputes the average and count, and answers the bearer's value", async () => {
      const [a, b, c] = [await newMember(api), await newMember(api, 'Huda'), await newMember(api, 'Reem')];
      const id = await itemId(api, 'experiences', 'al-balad-food-tour');
      const url = `/api/v1/experiences/${id}/rate/`;
      expect((await api.get(`/api/v1/experiences/${id}/rating/`)).json).toEqual({
        entity_type: 'experience',
        entity_id: id,
        average: null,
        count: 0,
        value: null,
      });
      expect((await call(api, 'POST', url, a, { value: 5 })).json).toEqual({
        entity_type: 'experience',
        entity_id: id,
        average: 5,
        count: 1,
        value: 5,
      });
      await call(api, 'POST', url, b, { value: 4 });
      expect((await call(api, 'POST', url, c, { value: 4 })).json).toMatchObject({ average: 4.3, count: 3, value: 4 });
      // rating again replaces the value
      expect((await call(api, 'POST', url, a, { value: 1 })).json).toMatchObject({ average: 3, count: 3, value: 1 });
      expect((await call(api, 'GET', `/api/v1/experiences/${id}/rating/`, b)).json).toMatchObject({
        average: 3,
        count: 3,
        value: 4,
      });
      expect((await api.get(`/api/v1/experiences/${id}/`)).json).toMatchObject({ rating_average: 3, rating_count: 3 });
      expect((await stats(api, a)).counts.rating).toBe(1);
      expect((await stats(api, a)).ugc_points).toBe(2);
      expect((await call(api, 'GET', `/api/v1/me/ratings/?entity_type=experience&ids=${id},999`, a)).json).toEqual({
        results: [{ entity_id: id, value: 1 }],
      });
    });

    it('refuses values outside 1-5 (with codes), visitors and unknown items', async () => {
      const member = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      expect(texts((await call(api, 'POST', `/api/v1/events/${id}/rate/`, member, { value: 0 })).json)).toEqual({
        value: ['Ensure this value is greater than or equal to 1.'],
      });
      expect(texts((await call(api, 'POST', `/api/v1/events/${id}/rate/`, member, { value: 6 })).json)).toEqual({
        value: ['Ensure this value is less than or equal to 5.'],
      });
      expect(
        (await call(api, 'POST', `/api/v1/events/${id}/rate/`, member, { value: 6 }, { 'accept-language': 'ar' })).json
          .codes,
      ).toEqual({ value: [{ code: 'max_value', limit: 5 }] });
      expect((await call(api, 'POST', `/api/v1/events/${id}/rate/`, null, { value: 3 })).status).toBe(401);
      expect((await call(api, 'POST', '/api/v1/events/999999/rate/', member, { value: 3 })).status).toBe(404);
      expect((await api.get('/api/v1/events/999999/rating/')).json).toEqual({
        detail: 'Not found.',
        code: 'not_found',
      });
      expect((await stats(api, member)).counts.rating).toBe(0);
    });
  });

  describe('attendance', () => {
    it('counts going and want to go apart, moves a member between them on switching, and lists the attendees', async () => {
      const [a, b] = [await newMember(api), await newMember(api, 'Huda')];
      const id = await itemId(api, 'events', 'jeddah-season');
      const counts = async () => {
        const item = (await api.get(`/api/v1/events/${id}/`)).json;
        return { going: item.attendance_count, wantToGo: item.want_to_go_count };
      };
      const start = await counts();
      const attend = async (member: typeof a, status: string) =>
        (await call(api, 'POST', `/api/v1/events/${id}/attend/`, member, { status })).json;
      expect(await attend(a, 'want_to_go')).toEqual({
        entity_type: 'event',
        entity_id: id,
        status: 'want_to_go',
        attendance_count: start.going,
        want_to_go_count: start.wantToGo + 1,
      });
      expect(await counts()).toEqual({ going: start.going, wantToGo: start.wantToGo + 1 });
      // Again the same status: nothing moves.
      expect(await attend(a, 'want_to_go')).toMatchObject({
        attendance_count: start.going,
        want_to_go_count: start.wantToGo + 1,
      });
      expect(await attend(a, 'going')).toMatchObject({
        attendance_count: start.going + 1,
        want_to_go_count: start.wantToGo,
      });
      expect(await attend(b, 'going')).toMatchObject({
        attendance_count: start.going + 2,
        want_to_go_count: start.wantToGo,
      });
      const list = (await api.get(`/api/v1/events/${id}/attendance/`)).json;
      expect(list.count).toBe(2);
      expect(list.results.map((r: { user: { id: number }; status: string }) => [r.user.id, r.status]).sort()).toEqual(
        [
          [a.id, 'going'],
          [b.id, 'going'],
        ].sort(),
      );
      expect(list.results[0].user).toMatchObject({ email: null, phone_number: null, counts: { tip: 0 } });
      expect((await call(api, 'GET', `/api/v1/me/attendance/?entity_type=event&ids=${id}`, a)).json).toEqual({
        results: [{ entity_id: id, status: 'going' }],
      });
      expect((await call(api, 'POST', `/api/v1/events/${id}/unattend/`, a)).json).toEqual({
        entity_type: 'event',
        entity_id: id,
        status: null,
        attendance_count: start.going + 1,
        want_to_go_count: start.wantToGo,
      });
      expect((await call(api, 'POST', `/api/v1/events/${id}/unattend/`, a)).json.attendance_count).toBe(
        start.going + 1,
      );
      expect(await attend(b, 'want_to_go')).toMatchObject({
        attendance_count: start.going,
        want_to_go_count: start.wantToGo + 1,
      });
      expect((await call(api, 'POST', `/api/v1/events/${id}/unattend/`, b)).json).toMatchObject({
        attendance_count: start.going,
        want_to_go_count: start.wantToGo,
      });
      expect(await counts()).toEqual(start);
      expect((await call(api, 'GET', `/api/v1/me/attendance/?entity_type=event&ids=${id}`, a)).json).toEqual({
        results: [],
      });
    });

    it('refuses unknown statuses, visitors, and places (no attendance)', async () => {
      const member = await newMember(api);
      const id = await itemId(api, 'events', 'jeddah-season');
      expect(
        texts((await call(api, 'POST', `/api/v1/events/${id}/attend/`, member, { status: 'maybe' })).json),
      ).toEqual({ status: ['"maybe" is not a valid choice.'] });
      expect((await call(api, 'POST', `/api/v1/events/${id}/attend/`, null, { status: 'going' })).status).toBe(401);
      expect((await call(api, 'POST', '/api/v1/places/1/attend/', member, { status: 'going' })).status).toBe(404);
      expect((await call(api, 'GET', '/api/v1/me/attendance/?entity_type=event', null)).status).toBe(401);
    });
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/connect.ts';
import { describeApi } from './helpers/app.ts';
import { call, itemId, newMember, stats } from './helpers/community.ts';
import { texts } from './helpers/errors.ts';

describeApi('community tips', (api) => {
  const tipsOf = async (path: string, id: number, who: Parameters<typeof call>[3] = null, query = '') =>
    (await call(api, 'GET', `/api/v1/${path}/${id}/tips/${query}`, who)).json;
  const item = async (path: 'events' | 'experiences', id: number) => (await api.get(`/api/v1/${path}/${id}/`)).json;

  describe('writing', () => {
    it('adds a tip, counts it on the item and the author, and lists it newest first', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const before = (await item('events', id)).tip_count;
      const answer = await call(api, 'POST', '/api/v1/events/tips/', author, {
        entity: id,
        text: '  Come early for the seats by the sea.  ',
        is_negative: false,
      });
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({
        entity_type: 'event',
        entity_id: id,
        text: 'Come early for the seats by the sea.',
        is_negative: false,
        up_vote_count: 0,
        voted_by_me: false,
        user: { id: author.id, first_name: 'Nora', last_name: 'Saleh', image: null },
      });
      const second = await call(api, 'POST', '/api/v1/events/tips/', author, {
        entity: id,
        user: author.id,
        text: 'Parking fills up by seven.',
        is_negative: true,
      });
      expect(second.status).toBe(201);
      expect((await item('events', id)).tip_count).toBe(before + 2);
      const list = await tipsOf('events', id);
      expect(list.count).toBe(before + 2);
      expect(list.results.slice(0, 2).map((t: { id: number }) => t.id)).toEqual([second.json.id, answer.json.id]);
      expect((await stats(api, author)).counts.tip).toBe(2);
      expect((await stats(api, author)).ugc_points).toBe(10);
    });

    it('pages with page_size (default 5, max 100)', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'experiences', 'summer-camp');
      for (let n = 1; n <= 6; n++)
        await call(api, 'POST', '/api/v1/experiences/tips/', author, { entity: id, text: `Tip number ${n}` });
      const first = await tipsOf('experiences', id);
      expect(first.results).toHaveLength(5);
      expect(first.count).toBe(6);
      expect(first.next).toContain('page=2');
      expect((await tipsOf('experiences', id, null, '?page=2')).results).toHaveLength(1);
      expect(texts((await call(api, 'GET', `/api/v1/experiences/${id}/tips/?page_size=101`, null)).json)).toEqual({
        page_size: ['Ensure this value is less than or equal to 100.'],
      });
    });

    it('refuses visitors, blank and long texts, unknown items and someone else as author', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const visitor = await call(api, 'POST', '/api/v1/events/tips/', null, { entity: id, text: '' });
      expect(visitor.status).toBe(401);
      expect(visitor.json).toEqual({ detail: 'Authentication credentials were not provided.', code: 'no_credentials' });
      expect(
        texts((await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: '   ' })).json),
      ).toEqual({ text: ['This field may not be blank.'] });
      expect(
        texts((await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: 'x'.repeat(1001) })).json),
      ).toEqual({ text: ['Ensure this field has no more than 1000 characters.'] });
      expect(
        texts((await call(api, 'POST', '/api/v1/events/tips/', author, { entity: 999999, text: 'Nice' })).json),
      ).toEqual({ entity: ['Invalid pk "999999" - object does not exist.'] });
      // an experience's id is not an event
      const experience = await itemId(api, 'experiences', 'red-sea-diving');
      expect(
        (await call(api, 'POST', '/api/v1/events/tips/', author, { entity: experience, text: 'Nice' })).status,
      ).toBe(400);
      expect(texts((await call(api, 'POST', '/api/v1/events/tips/', author, {})).json)).toEqual({
        entity: ['This field is required.'],
        text: ['This field is required.'],
      });
      const other = await call(api, 'POST', '/api/v1/events/tips/', author, {
        entity: id,
        user: author.id + 1000,
        text: 'Nice',
      });
      expect(other.status).toBe(403);
      expect((await call(api, 'GET', '/api/v1/events/999999/tips/', null)).status).toBe(404);
      expect((await call(api, 'GET', '/api/v1/events/99999999999/tips/', null)).status).toBe(404);
      expect((await call(api, 'DELETE', '/api/v1/events/tips/99999999999/', author)).status).toBe(404);
    });

    it('answers validation codes with their parameters (the gateway words them)', async () => {
      const author = await newMember(api);
      const id = await itemId(api, 'events', 'corniche-concert');
      const ar = { 'accept-language': 'ar' };
      expect(
        (await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: '' }, ar)).json.codes,
      ).toEqual({ text: [{ code: 'blank' }] });
      expect(
        (await call(api, 'POST', '/api/v1/events/tips/', author, { entity: 999999, text: 'x'.repeat(1001) }, ar)).json
          .codes,
      ).toEqual({
        entity: [{ code: 'city_unknown', input: '999999' }],
        text: [{ code: 'max_length', limit: 1000 }],
      });
      expect((await call(api, 'POST', '/api/v1/events/tips/', null, { entity: id, text: 'x' }, ar)).json).toEqual({
        detail: 'Authentication credentials were not provided.',
        code: 'no_credentials',
      });
    });
  });

  describe('votes', () => {
    it('counts one vote per member, gives points to voter and author, and takes them back', async () => {
      const author = await newMember(api);
      const voter = await newMember(api, 'Huda');
      const id = await itemId(api, 'events', 'midnight-market');
      const tip = (
        await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: 'Try the grilled corn.' })
      ).json;
      const vote = await call(api, 'POST', `/api/v1/events/tips/${tip.id}/vote/`, voter, { vote: true });
      expect(vote.status).toBe(200);
      expect(vote.json).toMatchObject({ id: tip.id, up_vote_count: 1, voted_by_me: true });
      expect(
        (await call(api, 'POST', `/api/v1/events/tips/${tip.id}/vote/`, voter, { vote: true })).json.up_vote_count,
      ).toBe(1);
      expect(
        (await call(api, 'POST', `/api/v1/events/tips/${tip.id}/vote/`, author, { vote: true })).json.up_vote_count,
      ).toBe(2);
      expect((await stats(api, voter)).counts).toMatchObject({ tip_vote: 1, up_vote: 0 });
      expect((await stats(api, author)).counts).toMatchObject({ tip: 1, tip_vote: 1, up_vote: 2 });
      expect((await stats(api, author)).ugc_points).toBe(5 + 1 + 2);
      const listed = (await tipsOf('events', id, voter)).results.find((t: { id: number }) => t.id === tip.id);
      expect(listed).toMatchObject({ up_vote_count: 2, voted_by_me: true });
      expect((await tipsOf('events', id)).results.find((t: { id: number }) => t.id === tip.id).voted_by_me).toBe(false);

      const unvote = await call(api, 'DELETE', `/api/v1/events/tips/${tip.id}/vote/`, voter);
      expect(unvote.json).toMatchObject({ up_vote_count: 1, voted_by_me: false });
      expect((await call(api, 'DELETE', `/api/v1/events/tips/${tip.id}/vote/`, voter)).json.up_vote_count).toBe(1);
      expect((await stats(api, voter)).counts.tip_vote).toBe(0);
      expect((await stats(api, author)).counts.up_vote).toBe(1);
      expect((await call(api, 'POST', '/api/v1/events/tips/999999/vote/', voter, { vote: true })).status).toBe(404);
      // the tip is an event's: not found under experiences
      expect((await call(api, 'POST', `/api/v1/experiences/tips/${tip.id}/vote/`, voter, { vote: true })).status).toBe(
        404,
      );
      expect((await call(api, 'POST', `/api/v1/events/tips/${tip.id}/vote/`, null, { vote: true })).status).toBe(401);
    });
  });

  describe('deleting', () => {
    it('lets only the author delete, and takes back the item count, votes, reports and points', async () => {
      const author = await newMember(api);
      const voter = await newMember(api, 'Huda');
      const id = await itemId(api, 'events', 'winter-festival');
      const before = (await item('events', id)).tip_count;
      const tip = (
        await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: 'Bring a jacket, it gets windy.' })
      ).json;
      await call(api, 'POST', `/api/v1/events/tips/${tip.id}/vote/`, voter, { vote: true });
      await call(api, 'POST', `/api/v1/events/tips/${tip.id}/report/`, voter, { reason: 'spam' });
      const forbidden = await call(api, 'DELETE', `/api/v1/events/tips/${tip.id}/`, voter);
      expect(forbidden.status).toBe(403);
      expect(forbidden.json).toEqual({
        detail: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
      expect((await call(api, 'DELETE', `/api/v1/events/tips/${tip.id}/`, null)).status).toBe(401);
      const deleted = await call(api, 'DELETE', `/api/v1/events/tips/${tip.id}/`, author);
      expect(deleted.status).toBe(204);
      expect((await item('events', id)).tip_count).toBe(before);
      expect((await stats(api, author)).counts).toMatchObject({ tip: 0, up_vote: 0 });
      expect((await stats(api, author)).ugc_points).toBe(0);
      expect((await stats(api, voter)).counts.tip_vote).toBe(0);
      expect((await call(api, 'DELETE', `/api/v1/events/tips/${tip.id}/`, author)).status).toBe(404);
      const reports = await queryRows<{ n: number }>(
        api.database.db,
        sql`SELECT count(*)::int AS n FROM reports WHERE target_type = 'tip' AND target_id = ${tip.id}`,
      );
      expect(reports[0].n).toBe(0);
    });
  });

  describe('reports', () => {
    it('hides a reported tip from the reporter only, and reporting twice answers the same report', async () => {
      const author = await newMember(api);
      const reporter = await newMember(api, 'Huda');
      const id = await itemId(api, 'events', 'tomorrow-art-walk');
      const tip = (
        await call(api, 'POST', '/api/v1/events/tips/', author, { entity: id, text: 'Buy cheap followers at my site' })
      ).json;
      const total = (await tipsOf('events', id)).count;
      const first = await call(api, 'POST', `/api/v1/events/tips/${tip.id}/report/`, reporter, {
        reason: 'spam',
        note: 'an advert',
      });
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ target_type: 'tip', target_id: tip.id, reason: 'spam', note: 'an advert' });
      const again = await call(api, 'POST', `/api/v1/events/tips/${tip.id}/report/`, reporter, { reason: 'offensive' });
      expect(again.status).toBe(200);
      expect(again.json).toEqual(first.json);
      const seen = await tipsOf('events', id, reporter);
      expect(seen.count).toBe(total - 1);
      expect(seen.results.map((t: { id: number }) => t.id)).not.toContain(tip.id);
      expect((await tipsOf('events', id)).count).toBe(total);
      expect((await tipsOf('events', id, author)).results.map((t: { id: number }) => t.id)).toContain(tip.id);
      expect(
        texts(
          (await call(api, 'POST', `/api/v1/events/tips/${tip.id}/report/`, reporter, { reason: 'closed_permanently' }))
            .json,
        ),
      ).toEqual({ reason: ['"closed_permanently" is not a valid choice.'] });
      expect(texts((await call(api, 'POST', `/api/v1/events/tips/${tip.id}/report/`, reporter, {})).json)).toEqual({
        reason: ['This field is required.'],
      });
    });
  });
});

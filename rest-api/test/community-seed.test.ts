// The community seed through the database and the API: every count matches the rows, tips are in their author's
// language, and the seeded members keep their documented levels.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../src/db/connect.ts';
import { communityMembers } from '../src/seed/community.ts';
import { buildSeedContent } from '../src/seed/content/index.ts';
import { describeApi, PUBLIC_URL } from './helpers/app.ts';
import { seededMember } from './helpers/community.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const ARABIC = /[\u0600-\u06FF]/;

describeApi(
  'community seed',
  (api) => {
    const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(api.database.db, query);

    it('adds tips, photos, ratings and votes on many items, with counts equal to the rows', async () => {
      const [totals] = await rows<{
        tips: number;
        photos: number;
        ratings: number;
        votes: number;
        items: number;
        rated: number;
      }>(sql`
      SELECT (SELECT count(*)::int FROM tips) AS tips, (SELECT count(*)::int FROM photos) AS photos,
        (SELECT count(*)::int FROM ratings) AS ratings, (SELECT count(*)::int FROM tip_votes) AS votes,
        (SELECT count(*)::int FROM happenings) AS items, (SELECT count(*)::int FROM happenings WHERE rating_count > 0) AS rated`);
      expect(totals.tips).toBeGreaterThan(totals.items / 2);
      expect(totals.photos).toBeGreaterThan(20);
      expect(totals.votes).toBeGreaterThan(totals.tips / 2);
      expect(totals.rated).toBeGreaterThan(totals.items / 2);
      const wrong = await rows(sql`
      SELECT h.id FROM happenings h WHERE
        h.tip_count <> (SELECT count(*) FROM tips t WHERE t.entity_type = h.kind AND t.entity_id = h.id)
        OR h.photo_count <> (SELECT count(*) FROM photos p WHERE p.entity_type = h.kind AND p.entity_id = h.id)
        OR h.rating_count <> (SELECT count(*) FROM ratings r WHERE r.entity_type = h.kind AND r.entity_id = h.id)
        OR h.rating_average IS DISTINCT FROM (SELECT round(avg(value), 1) FROM ratings r WHERE r.entity_type = h.kind AND r.entity_id = h.id)`);
      expect(wrong).toEqual([]);
      const wrongVotes = await rows(
        sql`SELECT id FROM tips t WHERE up_vote_count <> (SELECT count(*) FROM tip_votes v WHERE v.tip_id = t.id)`,
      );
      expect(wrongVotes).toEqual([]);
    });

    it("writes each tip in its author's language", async () => {
      const tips = await rows<{ text: string; language: string }>(
        sql`SELECT t.text, u.language FROM tips t JOIN users u ON u.id = t.user_id`,
      );
      for (const tip of tips) expect(ARABIC.test(tip.text), tip.text).toBe(tip.language === 'ar');
    });

    it('adds the community members and keeps Sara at level 3', async () => {
      const ids = await rows<{ email: string }>(sql`SELECT email FROM users`);
      expect(ids.map((u) => u.email)).toEqual(expect.arrayContaining(communityMembers.map((m) => m.email)));
      const sara = await seededMember(api, 'sara@example.com');
      expect((await api.get('/api/v1/me/stats/', sara.headers)).json.ugc_level).toBe(3);
      const faisal = await seededMember(api, 'faisal@example.com');
      const stats = (await api.get('/api/v1/me/stats/', faisal.headers)).json;
      const [own] = await rows<{ tips: number }>(
        sql`SELECT count(*)::int AS tips FROM tips WHERE user_id = ${faisal.id}`,
      );
      expect(stats.counts.tip).toBe(own.tips);
      // Every member's counts are their rows (a count equals the list it counts).
      const wrongCounts = await rows(sql`
      SELECT c.user_id FROM user_counts c WHERE
        c.tip <> (SELECT count(*) FROM tips t WHERE t.user_id = c.user_id)
        OR c.photo <> (SELECT count(*) FROM photos p WHERE p.user_id = c.user_id)
        OR c.rating <> (SELECT count(*) FROM ratings r WHERE r.user_id = c.user_id)
        OR c.checkin <> (SELECT count(*) FROM checkins k WHERE k.user_id = c.user_id)
        OR c.tip_vote <> (SELECT count(*) FROM tip_votes v WHERE v.user_id = c.user_id)`);
      expect(wrongCounts).toEqual([]);
      const wrongFollows = await rows(sql`
      SELECT u.id FROM users u WHERE
        u.follower_count <> (SELECT count(*) FROM follows f WHERE f.followed_id = u.id AND f.status = 'accepted')
        OR u.pending_followers_count <> (SELECT count(*) FROM follows f WHERE f.followed_id = u.id AND f.status = 'pending')
        OR u.following_count <> (SELECT count(*) FROM follows f WHERE f.follower_id = u.id AND f.status = 'accepted')`);
      expect(wrongFollows).toEqual([]);
    });

    it('serves the seeded photos as generated images with thumbnails', async () => {
      const [photo] = await rows<{ entity_type: string; entity_id: number }>(
        sql`SELECT entity_type, entity_id FROM photos WHERE entity_type = 'event' ORDER BY id LIMIT 1`,
      );
      const list = (await api.get(`/api/v1/events/${photo.entity_id}/photos/`)).json;
      expect(list.count).toBeGreaterThan(0);
      const first = list.results[0];
      expect(first).toMatchObject({ width: 1200, height: 675 });
      expect(first.thumbnail).toBe(`${first.image}?size=thumb`);
      const image = await api.get(first.image.slice(PUBLIC_URL.length), { 'x-client-key': undefined });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect((await api.get('/media/photos/seed-999999.svg', { 'x-client-key': undefined })).status).toBe(404);
    });
  },
  { seedData: buildSeedContent(NOW), now: NOW },
);

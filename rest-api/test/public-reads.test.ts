// Visitors' reads carry an ETag and public Cache-Control (304 on If-None-Match); members' answers are private; with a
// TTL, visitors' answers are reused from memory until it passes or a write happens.
import { expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/app.ts';
import { call, itemId, newMember } from './helpers/community.ts';

const statementsOf = async (api: TestApi, url: string, headers: Record<string, string> = {}) => {
  const before = api.database.queries.count;
  const answer = await api.get(url, headers);
  return { answer, statements: api.database.queries.count - before };
};

describeApi('public reads: validators and cache headers', (api) => {
  it('gives visitors an ETag and public caching, answers 304 to a matching If-None-Match', async () => {
    const url = '/api/v1/events/recommended/?city_ids=1';
    const first = await api.get(url);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Accept-Language, Authorization');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await api.get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await api.get(url, { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it("keeps a member's answers private", async () => {
    const member = await newMember(api);
    const answer = await api.get('/api/v1/events/recommended/?city_ids=1', member.headers);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.etag).toBeDefined();
  });
});

describeApi(
  'public reads: answers reused for the TTL',
  (api) => {
    it('serves a visitor the kept answer without the database, and forgets it after a write', async () => {
      const url = '/api/v1/home-lists/?cities=1';
      const first = await statementsOf(api, url);
      expect(first.statements).toBe(2);
      expect(first.answer.headers['cache-control']).toBe('public, no-cache');
      const second = await statementsOf(api, url);
      expect(second.statements).toBe(0);
      expect(second.answer.body).toBe(first.answer.body);
      expect(second.answer.headers.etag).toBe(first.answer.headers.etag);
      expect((await api.get(url, { 'if-none-match': String(first.answer.headers.etag) })).status).toBe(304);

      // A member's read is never served from the visitors' memory, nor kept in it.
      const member = await newMember(api);
      expect((await statementsOf(api, url, member.headers)).statements).toBeGreaterThan(0);

      // A write empties it: the next visitor's read sees the new tip count.
      const id = await itemId(api, 'events', 'corniche-concert');
      const itemUrl = `/api/v1/events/${id}/`;
      const before = (await api.get(itemUrl)).json.tip_count;
      expect((await statementsOf(api, itemUrl)).statements).toBe(0);
      const tip = await call(api, 'POST', '/api/v1/events/tips/', member, { entity: id, text: 'Shade by the stage.' });
      expect(tip.status).toBe(201);
      const after = await statementsOf(api, itemUrl);
      expect(after.statements).toBeGreaterThan(0);
      expect(after.answer.json.tip_count).toBe(before + 1);
    });
  },
  { config: () => ({ publicCacheTtlMs: 60_000 }) },
);

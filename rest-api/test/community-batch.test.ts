// The first pages of many items' tips and photos at once (the gateway's batch loading): each entry must be exactly the
// item's own first page.
import { expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/app.ts';
import { call, itemId, newMember, type Member } from './helpers/community.ts';
import { multipart, tinyPng } from './helpers/members.ts';
import { texts } from './helpers/errors.ts';

const ids = (list: { id: number }[]) => list.map((post) => post.id);

async function addTips(api: TestApi, who: Member, entity: number, howMany: number) {
  const added: number[] = [];
  for (let n = 1; n <= howMany; n++) {
    added.push(
      (await call(api, 'POST', '/api/v1/events/tips/', who, { entity, text: `Tip ${n} about ${entity}` })).json.id,
    );
  }
  return added;
}

async function addPhoto(api: TestApi, who: Member, entity: number) {
  const { payload, contentType } = await multipart({
    entity: String(entity),
    image: { bytes: tinyPng(), name: 'a.png', type: 'image/png' },
  });
  const answer = await api.request({
    method: 'POST',
    url: '/api/v1/events/photos/',
    payload,
    headers: { ...who.headers, 'content-type': contentType },
  });
  expect(answer.status).toBe(201);
  return answer.json.id as number;
}

describeApi('community first pages in a batch', (api) => {
  const batch = async (
    segment: 'tips' | 'photos',
    query: string,
    who: Member | null = null,
    headers: Record<string, string> = {},
  ) => call(api, 'GET', `/api/v1/events/${segment}/?${query}`, who, undefined, headers);
  const single = async (segment: 'tips' | 'photos', id: number, query: string, who: Member | null = null) =>
    (await call(api, 'GET', `/api/v1/events/${id}/${segment}/?${query}`, who)).json;

  it("answers each existing item's first page as its own list does, in the order asked, unknown ids left out", async () => {
    const author = await newMember(api);
    const busy = await itemId(api, 'events', 'midnight-market');
    const quiet = await itemId(api, 'events', 'tomorrow-art-walk');
    const empty = await itemId(api, 'events', 'riyadh-design-week');
    const experience = await itemId(api, 'experiences', 'red-sea-diving');
    const busyTips = await addTips(api, author, busy, 7);
    const quietTips = await addTips(api, author, quiet, 1);

    const answer = await batch('tips', `entity_ids=${quiet},999999,${busy},${empty},${experience},${busy}&page_size=3`);
    expect(answer.status).toBe(200);
    expect(answer.json.results.map((entry: { entity_id: number }) => entry.entity_id)).toEqual([quiet, busy, empty]);
    const [first, second, third] = answer.json.results;
    expect(second.count).toBe(7);
    expect(ids(second.results)).toEqual(busyTips.slice(-3).reverse());
    expect(ids(first.results)).toEqual(quietTips);
    expect(third).toEqual({ entity_id: empty, count: 0, results: [] });
    for (const entry of answer.json.results) {
      const own = await single('tips', entry.entity_id, 'page_size=3');
      expect(entry).toEqual({ entity_id: entry.entity_id, count: own.count, results: own.results });
    }
    // the default page is the single list's: 5 tips
    expect((await batch('tips', `entity_ids=${busy}`)).json.results[0].results).toHaveLength(5);
  });

  it('leaves out what the member reported and marks their votes, for them only', async () => {
    const author = await newMember(api);
    const reader = await newMember(api, 'Omar');
    const id = await itemId(api, 'events', 'weekend-football-cup');
    const [reported, voted] = await addTips(api, author, id, 2);
    expect(
      (await call(api, 'POST', `/api/v1/events/tips/${reported}/report/`, reader, { reason: 'spam' })).status,
    ).toBe(201);
    expect((await call(api, 'POST', `/api/v1/events/tips/${voted}/vote/`, reader, { vote: true })).status).toBe(200);

    const [mine] = (await batch('tips', `entity_ids=${id}`, reader)).json.results;
    expect(mine.count).toBe(1);
    expect(mine.results).toMatchObject([{ id: voted, voted_by_me: true, up_vote_count: 1 }]);
    const [visitors] = (await batch('tips', `entity_ids=${id}`)).json.results;
    expect(visitors.count).toBe(2);
    expect(visitors.results.map((tip: { id: number; voted_by_me: boolean }) => [tip.id, tip.voted_by_me])).toEqual([
      [voted, false],
      [reported, false],
    ]);
    expect(mine).toEqual({ entity_id: id, ...pick(await single('tips', id, '', reader)) });
  });

  it('answers photos the same way (default page 20)', async () => {
    const author = await newMember(api);
    const first = await itemId(api, 'events', 'winter-festival');
    const second = await itemId(api, 'events', 'jeddah-season');
    const photos = [
      await addPhoto(api, author, first),
      await addPhoto(api, author, first),
      await addPhoto(api, author, second),
    ];
    const answer = (await batch('photos', `entity_ids=${first},${second}&page_size=1`)).json.results;
    expect(answer.map((entry: { count: number }) => entry.count)).toEqual([2, 1]);
    expect(answer.map((entry: { results: { id: number }[] }) => ids(entry.results))).toEqual([
      [photos[1]],
      [photos[2]],
    ]);
    expect(answer[0]).toEqual({ entity_id: first, ...pick(await single('photos', first, 'page_size=1')) });
    expect((await batch('photos', `entity_ids=${first}`)).json.results[0]).toEqual({
      entity_id: first,
      ...pick(await single('photos', first, '')),
    });
  });

  it('refuses more than 100 ids, a page over 100 and malformed ids, with codes', async () => {
    const many = Array.from({ length: 101 }, (_, n) => n + 1).join(',');
    const tooMany = await batch('tips', `entity_ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(texts(tooMany.json)).toEqual({ entity_ids: ['Ensure this field has no more than 100 elements.'] });
    expect((await batch('photos', `entity_ids=${many}`, null, { 'accept-language': 'ar' })).json.codes).toEqual({
      entity_ids: [{ code: 'max_items', limit: 100 }],
    });
    expect(texts((await batch('photos', 'entity_ids=1&page_size=101')).json)).toEqual({
      page_size: ['Ensure this value is less than or equal to 100.'],
    });
    expect((await batch('tips', 'entity_ids=1&page_size=101', null, { 'accept-language': 'ar' })).json.codes).toEqual({
      page_size: [{ code: 'max_value', limit: 100 }],
    });
    const malformed = await batch('tips', 'entity_ids=1,x');
    expect(malformed.status).toBe(400);
    expect(Object.keys(texts(malformed.json))).toEqual(['entity_ids']);
    expect(texts((await batch('tips', '')).json)).toEqual({ entity_ids: ['This field is required.'] });
  });
});

/** The parts of a single list a batch entry repeats. */
const pick = (page: { count: number; results: unknown[] }) => ({ count: page.count, results: page.results });

// Favourite lists: create, rename, describe, delete with the title rules and the unique-title conflict; a
// member sees only their own lists; the shared list for anyone; the bulk toggle and its refusals (nothing changes).
import { beforeAll, expect, it } from 'vitest';
import { MEMBER_PASSWORD } from './fixtures/seed.ts';
import { describeApi, sources } from './helpers/app.ts';
import { texts } from './helpers/errors.ts';
import { bearer, signIn } from './helpers/members.ts';

describeApi('favourite lists', (api) => {
  let sara: Record<string, string>;
  let omar: Record<string, string>;
  let event: { id: number };
  let experience: { id: number };
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    api.request({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    sara = bearer((await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token);
    omar = bearer((await signIn(api, 'omar@example.com', MEMBER_PASSWORD)).json.access_token);
    event = sources(await api.get('/api/v1/events/search/'))[0];
    experience = sources(await api.get('/api/v1/experiences/search/'))[0];
  });

  it('creates, renames, describes and deletes a list; titles are 2-255 characters and unique per member', async () => {
    const created = await send('POST', '/api/v1/favourites/', omar, { name: '  Date night  ', description: 'For two' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Date night',
      description: 'For two',
      items: { events: [], experiences: [], places: [], articles: [] },
      item_count: 0,
      user: { first_name: expect.any(String) },
      share_id: expect.stringMatching(/^[\w-]{6,}$/),
    });
    expect(created.json.share_url).toMatch(new RegExp(`/favourites/shared/${created.json.share_id}$`));

    for (const name of ['a', 'x'.repeat(256)]) {
      const refused = await send('POST', '/api/v1/favourites/', omar, { name });
      expect(refused.status).toBe(400);
      expect(texts(refused.json)).toEqual({ name: ['Ensure this field has between 2 and 255 characters.'] });
      expect(refused.json.codes).toEqual({ name: [{ code: 'name_length', min: 2, max: 255 }] });
    }
    expect((await send('POST', '/api/v1/favourites/', omar, { name: 'ab' })).status).toBe(201);
    expect((await send('POST', '/api/v1/favourites/', omar, { name: 'y'.repeat(255) })).status).toBe(201);
    expect(texts((await send('POST', '/api/v1/favourites/', omar, { name: '   ' })).json)).toEqual({
      name: ['This field may not be blank.'],
    });
    expect(texts((await send('POST', '/api/v1/favourites/', omar, {})).json)).toEqual({
      name: ['This field is required.'],
    });
    const twice = await send('POST', '/api/v1/favourites/', omar, { name: 'Date night' });
    expect(twice.status).toBe(400);
    expect(twice.json).toMatchObject({
      non_field_errors: ['The fields user, name must make a unique set.'],
      codes: { non_field_errors: [{ code: 'unique_set' }] },
    });
    // another member may use the same title
    expect((await send('POST', '/api/v1/favourites/', sara, { name: 'Date night' })).status).toBe(201);

    const id = created.json.id;
    const renamed = await send('PATCH', `/api/v1/favourites/${id}/`, omar, { name: 'Evenings out' });
    expect(renamed.json).toMatchObject({ name: 'Evenings out', description: 'For two' });
    const described = await send('PATCH', `/api/v1/favourites/${id}/`, omar, { description: 'Dinners and shows' });
    expect(described.json).toMatchObject({ name: 'Evenings out', description: 'Dinners and shows' });
    const clash = await send('PATCH', `/api/v1/favourites/${id}/`, omar, { name: 'ab' });
    expect(clash.json.codes).toEqual({ non_field_errors: [{ code: 'unique_set' }] });
    expect(texts((await send('PATCH', `/api/v1/favourites/${id}/`, omar, { name: 'z' })).json)).toEqual({
      name: ['Ensure this field has between 2 and 255 characters.'],
    });
    expect((await api.get(`/api/v1/favourites/${id}/`, omar)).json.name).toBe('Evenings out');

    const mine = await api.get('/api/v1/favourites/?page_size=99999', omar);
    expect(mine.json.results.map((list: { name: string }) => list.name)).toEqual([
      'Evenings out',
      'ab',
      'y'.repeat(255),
    ]);
    expect(mine.json.page).toBe(1);

    // someone else's list is not found for reading, editing, deleting
    expect((await api.get(`/api/v1/favourites/${id}/`, sara)).status).toBe(404);
    expect((await send('PATCH', `/api/v1/favourites/${id}/`, sara, { name: 'Mine now' })).status).toBe(404);
    expect((await send('DELETE', `/api/v1/favourites/${id}/`, sara)).status).toBe(404);
    expect((await send('DELETE', `/api/v1/favourites/${id}/`, omar)).status).toBe(204);
    expect((await api.get(`/api/v1/favourites/${id}/`, omar)).status).toBe(404);
    expect((await api.get('/api/v1/favourites/')).status).toBe(401);
    expect((await send('POST', '/api/v1/favourites/', {}, { name: 'Visitor list' })).status).toBe(401);
  });

  it('saves to and removes from several lists in one toggle; the shared list is readable by anyone', async () => {
    const a = (await send('POST', '/api/v1/favourites/', sara, { name: 'Family days' })).json;
    const b = (await send('POST', '/api/v1/favourites/', sara, { name: 'Adventures' })).json;
    const saved = await send('POST', '/api/v1/favourites/toggle/', sara, {
      items: [
        { list_id: a.id, kind: 'event', item_id: event.id, saved: true },
        { list_id: b.id, kind: 'event', item_id: event.id, saved: true },
        { list_id: b.id, kind: 'experience', item_id: experience.id, saved: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.results.map((list: { id: number; items: object }) => [list.id, list.items])).toEqual([
      [a.id, { events: [event.id], experiences: [], places: [], articles: [] }],
      [b.id, { events: [event.id], experiences: [experience.id], places: [], articles: [] }],
    ]);
    // saving again changes nothing; removing from one list keeps the other
    const removed = await send('POST', '/api/v1/favourites/toggle/', sara, {
      items: [
        { list_id: a.id, kind: 'event', item_id: event.id, saved: false },
        { list_id: b.id, kind: 'event', item_id: event.id, saved: true },
      ],
    });
    expect(removed.json.results.map((list: { item_count: number }) => list.item_count)).toEqual([0, 2]);

    const shared = await api.get(`/api/v1/favourites/share/${b.share_id}/`);
    expect(shared.status).toBe(200);
    expect(shared.json).toMatchObject({ id: b.id, name: 'Adventures', user: { first_name: 'Sara' }, item_count: 2 });
    expect(shared.json.user.email).toBeUndefined();
    const unknown = await api.get('/api/v1/favourites/share/no-such-list/');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('refuses toggles of unknown items, items of another kind and lists of others, and changes nothing', async () => {
    const mine = (await send('POST', '/api/v1/favourites/', sara, { name: 'Careful' })).json;
    const theirs = (await send('POST', '/api/v1/favourites/', omar, { name: 'Not yours' })).json;
    const refused = await send('POST', '/api/v1/favourites/toggle/', sara, {
      items: [
        { list_id: mine.id, kind: 'event', item_id: event.id, saved: true },
        { list_id: mine.id, kind: 'event', item_id: 999999, saved: true },
        { list_id: mine.id, kind: 'event', item_id: experience.id, saved: true },
        { list_id: theirs.id, kind: 'event', item_id: event.id, saved: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(texts(refused.json)).toEqual({
      items: {
        '1': { item_id: ['Invalid pk "999999" - object does not exist.'] },
        '2': { item_id: [`Invalid pk "${experience.id}" - object does not exist.`] },
        '3': { list_id: [`Invalid pk "${theirs.id}" - object does not exist.`] },
      },
    });
    expect((await api.get(`/api/v1/favourites/${mine.id}/`, sara)).json.item_count).toBe(0);
    expect((await api.get(`/api/v1/favourites/${theirs.id}/`, omar)).json.item_count).toBe(0);
    const badKind = await send('POST', '/api/v1/favourites/toggle/', sara, {
      items: [{ list_id: mine.id, kind: 'city', item_id: 1, saved: true }],
    });
    expect(texts(badKind.json)).toEqual({ items: { '0': { kind: ['"city" is not a valid choice.'] } } });
    expect((await send('POST', '/api/v1/favourites/toggle/', sara, { items: [] })).status).toBe(400);
  });

  it('saves an article to a list and refuses an article that does not exist', async () => {
    const article = sources(await api.get('/api/v1/articles/search/?per_page=1'))[0];
    const list = (await send('POST', '/api/v1/favourites/', omar, { name: 'Reading' })).json;
    const saved = await send('POST', '/api/v1/favourites/toggle/', omar, {
      items: [{ list_id: list.id, kind: 'article', item_id: article.id, saved: true }],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.results[0]).toMatchObject({
      id: list.id,
      items: { events: [], experiences: [], places: [], articles: [article.id] },
      item_count: 1,
    });
    const refused = await send('POST', '/api/v1/favourites/toggle/', omar, {
      items: [
        { list_id: list.id, kind: 'article', item_id: article.id, saved: false },
        { list_id: list.id, kind: 'article', item_id: 999999, saved: true },
      ],
    });
    expect(refused.status).toBe(400);
    expect(texts(refused.json)).toEqual({
      items: {
        '1': { item_id: ['Invalid pk "999999" - object does not exist.'] },
      },
    });
    // nothing changed: the article is still saved
    expect((await api.get(`/api/v1/favourites/${list.id}/`, omar)).json.items.articles).toEqual([article.id]);
  });

  it('seeds a shared list for Sara', async () => {
    const seeded = await api.get('/api/v1/favourites/share/jeddah-weekend/');
    expect(seeded.json).toMatchObject({ name: 'Weekend in Jeddah', user: { first_name: 'Sara' } });
    expect(seeded.json.item_count).toBeGreaterThan(0);
  });
});

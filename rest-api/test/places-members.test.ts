// Places and members: check-ins (once an hour, points), my check-ins, reports, suggestions and suggested edits with
// their validation in English and Arabic and the photo limits.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/connect.ts';
import { placesSeed } from './fixtures/places.ts';
import { MEMBER_PASSWORD } from './fixtures/seed.ts';
import { describeApi, type TestApi } from './helpers/app.ts';
import { bearer, signIn, tinyPng } from './helpers/members.ts';
import { texts } from './helpers/errors.ts';

type Part = string | { bytes: Buffer; name: string; type: string };

/** multipart/form-data with repeated fields (photos). */
async function formData(fields: [string, Part][]) {
  const data = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://multipart.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

const png = (n: number): [string, Part] => ['photos', { bytes: tinyPng(), name: `photo-${n}.png`, type: 'image/png' }];

describeApi(
  'places: check-ins, reports and suggestions',
  (api) => {
    let sara: Record<string, string>;
    let omar: Record<string, string>;
    let grill: { id: number; checkin_count: number };
    let museum: { id: number };

    beforeAll(async () => {
      sara = bearer((await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token);
      omar = bearer((await signIn(api, 'omar@example.com', MEMBER_PASSWORD)).json.access_token);
      grill = (await api.get('/api/v1/places/corniche-grill/')).json;
      museum = (await api.get('/api/v1/places/masmak-museum/')).json;
    });

    const post = (api: TestApi, url: string, headers: Record<string, string | undefined>, payload?: object) =>
      api.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const send = async (url: string, headers: Record<string, string | undefined>, fields: [string, Part][]) => {
      const body = await formData(fields);
      return api.request({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...headers, 'content-type': body.contentType },
      });
    };

    it('checks in once an hour per place, raises the counts and gives 2 points', async () => {
      const before = (await api.get('/api/v1/me/stats/', omar)).json;
      const first = await post(api, `/api/v1/places/${grill.id}/checkin/`, omar);
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ id: expect.any(Number), created_at: '2026-11-22T10:00:00.000Z' });
      expect(first.json.place).toMatchObject({
        id: grill.id,
        checkin_count: grill.checkin_count + 1,
        last_checkin_by_me: '2026-11-22T10:00:00.000Z',
      });

      api.setNow('2026-11-22T10:59:00Z');
      const again = await post(api, `/api/v1/places/${grill.id}/checkin/`, omar);
      expect(again.status).toBe(400);
      expect(texts(again.json)).toEqual({
        non_field_errors: ['You have already checked in here within the last hour.'],
      });
      const arabic = await post(api, `/api/v1/places/${grill.id}/checkin/`, { ...omar, 'accept-language': 'ar' });
      expect(arabic.json.codes).toEqual({ non_field_errors: [{ code: 'checkin_too_soon' }] });
      // another place is fine, and so is the same place after the hour
      expect((await post(api, `/api/v1/places/${museum.id}/checkin/`, omar)).status).toBe(201);
      api.setNow('2026-11-22T11:00:01Z');
      // (a fresh session: the first one's access token has expired by now)
      omar = bearer((await signIn(api, 'omar@example.com', MEMBER_PASSWORD)).json.access_token);
      sara = bearer((await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token);
      expect((await post(api, `/api/v1/places/${grill.id}/checkin/`, omar)).status).toBe(201);

      const place = (await api.get(`/api/v1/places/${grill.id}/`, omar)).json;
      expect(place.checkin_count).toBe(grill.checkin_count + 2);
      expect(place.last_checkin_by_me).toBe('2026-11-22T11:00:01.000Z');
      expect((await api.get(`/api/v1/places/${grill.id}/`, sara)).json.last_checkin_by_me).toBeNull();
      expect((await api.get(`/api/v1/places/${grill.id}/`)).json.last_checkin_by_me).toBeNull();

      const after = (await api.get('/api/v1/me/stats/', omar)).json;
      expect(after.counts.checkin).toBe(before.counts.checkin + 3);
      expect(after.ugc_points).toBe(before.ugc_points + 6);

      const mine = await api.get('/api/v1/me/checkins/?page_size=2', omar);
      expect(mine.status).toBe(200);
      expect(mine.json.count).toBe(3);
      expect(
        mine.json.results.map((c: { place: { slug: string }; created_at: string }) => [c.place.slug, c.created_at]),
      ).toEqual([
        ['corniche-grill', '2026-11-22T11:00:01.000Z'],
        ['masmak-museum', '2026-11-22T10:59:00.000Z'],
      ]);
      expect(mine.json.next).toMatch(/page=2/);
      expect((await api.get('/api/v1/me/checkins/', sara)).json.count).toBe(0);
    });

    it('refuses check-ins from visitors and at unknown places', async () => {
      const visitor = await post(api, `/api/v1/places/${grill.id}/checkin/`, {});
      expect(visitor.status).toBe(401);
      expect(visitor.json).toEqual({ detail: 'Authentication credentials were not provided.', code: 'no_credentials' });
      expect((await api.get('/api/v1/me/checkins/')).status).toBe(401);
      expect((await post(api, '/api/v1/places/999999/checkin/', sara)).status).toBe(404);
    });

    it('reports a place once per member; a second report answers the first', async () => {
      const first = await post(api, `/api/v1/places/${museum.id}/report/`, sara, {
        reason: 'closed_permanently',
        note: 'Boarded up',
      });
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({
        target_type: 'place',
        target_id: museum.id,
        reason: 'closed_permanently',
        note: 'Boarded up',
      });
      const second = await post(api, `/api/v1/places/${museum.id}/report/`, sara, { reason: 'duplicate' });
      expect(second.status).toBe(200);
      expect(second.json).toEqual(first.json);
      expect((await post(api, `/api/v1/places/${museum.id}/report/`, omar, { reason: 'not_real' })).status).toBe(201);
      const wrong = await post(api, `/api/v1/places/${museum.id}/report/`, sara, { reason: 'spam' });
      expect(wrong.status).toBe(400);
      expect(texts(wrong.json)).toEqual({ reason: ['"spam" is not a valid choice.'] });
      expect((await post(api, '/api/v1/places/999999/report/', sara, { reason: 'duplicate' })).status).toBe(404);
      expect((await post(api, `/api/v1/places/${museum.id}/report/`, {}, { reason: 'duplicate' })).status).toBe(401);
    });

    it('answers every wrong suggestion field at once, with codes', async () => {
      const fields: [string, Part][] = [
        ['name_ar', 'م'],
        ['about', 'x'.repeat(2001)],
        ['category', '999'],
        ['features', 'wifi,sauna'],
        ['phone', '12345'],
        ['website', 'not a url'],
        ['instagram', 'ftp://instagram.com/x'],
        ['latitude', '95'],
        ['tags', '1,x'],
        [
          'hours',
          JSON.stringify([
            { weekday: 0, opens: '25:00', closes: '10:00' },
            { weekday: 1, closed: true },
            { weekday: 2 },
          ]),
        ],
      ];
      const answer = await send('/api/v1/places/suggestions/', sara, fields);
      expect(answer.status).toBe(400);
      expect(texts(answer.json)).toEqual({
        name_en: ['This field is required.'],
        name_ar: ['Ensure this field has between 2 and 100 characters.'],
        about: ['Ensure this field has no more than 2000 characters.'],
        category: ['Invalid pk "999" - object does not exist.'],
        features: ['"sauna" is not a valid choice.'],
        phone: ['Phone number is incorrect'],
        website: ['Enter a valid URL.'],
        instagram: ['Enter a valid URL.'],
        latitude: ['Ensure this value is less than or equal to 90.'],
        tags: ['Enter a comma-separated list of whole numbers.'],
        hours: {
          0: { opens: ['Enter a valid time (HH:mm).'] },
          2: { opens: ['This field is required.'], closes: ['This field is required.'] },
        },
      });
      const arabic = await send('/api/v1/places/suggestions/', { ...sara, 'accept-language': 'ar' }, [
        ['website', 'nope'],
      ]);
      expect(arabic.json.codes).toMatchObject({
        name_en: [{ code: 'required' }],
        name_ar: [{ code: 'required' }],
        category: [{ code: 'required' }],
        website: [{ code: 'url_invalid' }],
      });
      const badTime = await send('/api/v1/places/suggestions/', { ...sara, 'accept-language': 'ar' }, [
        ['hours', '[{"weekday": 3, "opens": "9am", "closes": "17:00"}]'],
      ]);
      expect(badTime.json.codes.hours).toEqual({ 0: { opens: [{ code: 'time_invalid' }] } });
      const notJson = await send('/api/v1/places/suggestions/', sara, [['hours', '{oops']]);
      expect(notJson.json.hours).toEqual(['JSON parse error.']);
      const eightDays = await send('/api/v1/places/suggestions/', sara, [
        ['hours', JSON.stringify(Array.from({ length: 8 }, (_, weekday) => ({ weekday, all_day: true })))],
      ]);
      expect(eightDays.json.hours).toEqual(['Enter a list of at most 7 days.']);
    });

    it('checks the subcategory against the category', async () => {
      const categories = (await api.get('/api/v1/places/categories/')).json.results;
      const cafes = categories.find((c: { slug: string }) => c.slug === 'cafes');
      const grills = categories
        .flatMap((c: { subcategories: { slug: string; id: number }[] }) => c.subcategories)
        .find((s: { slug: string }) => s.slug === 'grills');
      const answer = await send('/api/v1/places/suggestions/', sara, [
        ['name_en', 'Corner Cafe'],
        ['name_ar', 'مقهى الزاوية'],
        ['category', String(cafes.id)],
        ['subcategory', String(grills.id)],
      ]);
      expect(texts(answer.json)).toEqual({ subcategory: ['The subcategory must belong to the chosen category.'] });
    });

    it('limits photos to 5 valid images of at most 5 MB', async () => {
      const base: [string, Part][] = [
        ['name_en', 'Corner Cafe'],
        ['name_ar', 'مقهى الزاوية'],
        ['category', '2'],
      ];
      const six = await send('/api/v1/places/suggestions/', sara, [...base, ...[1, 2, 3, 4, 5, 6].map(png)]);
      expect(six.status).toBe(400);
      expect(texts(six.json)).toEqual({ photos: ['Upload at most 5 photos.'] });
      const text = await send('/api/v1/places/suggestions/', sara, [
        ...base,
        ['photos', { bytes: Buffer.from('hello'), name: 'a.png', type: 'image/png' }],
      ]);
      expect(texts(text.json)).toEqual({ photos: ['Upload a valid image: JPEG, PNG or WebP.'] });
      const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
      const large = await send('/api/v1/places/suggestions/', { ...sara, 'accept-language': 'ar' }, [
        ...base,
        ['photos', { bytes: big, name: 'big.png', type: 'image/png' }],
      ]);
      expect(large.json.codes).toEqual({ photos: [{ code: 'image_too_large' }] });
    });

    it('stores a valid suggestion as pending with its photos, and changes no place', async () => {
      const before = (await api.get('/api/v1/places/search/')).json.hits.total;
      const answer = await send('/api/v1/places/suggestions/', sara, [
        ['name_en', 'Corner Cafe'],
        ['name_ar', 'مقهى الزاوية'],
        ['about', 'Small and quiet.'],
        ['category', '2'],
        ['features', 'wifi,parking'],
        ['phone', '0126000000'],
        ['website', 'https://corner.example.com'],
        [
          'hours',
          JSON.stringify([
            { weekday: 4, opens: '18:00', closes: '02:00' },
            { weekday: 5, closed: true },
            { weekday: 6, all_day: true },
          ]),
        ],
        ['metropolis', '1'],
        ['latitude', '21.5'],
        ['longitude', '39.2'],
        png(1),
        png(2),
      ]);
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual({
        id: expect.any(Number),
        status: 'pending',
        created_at: '2026-11-22T10:00:00.000Z',
      });
      const [row] = await queryRows<{
        data: Record<string, unknown>;
        photos: string[];
        status: string;
        place_id: number | null;
      }>(
        api.database.db,
        sql`SELECT data, photos, status, place_id FROM place_suggestions WHERE id = ${answer.json.id}`,
      );
      expect(row).toMatchObject({ status: 'pending', place_id: null });
      expect(row.data).toMatchObject({
        name_en: 'Corner Cafe',
        category: 2,
        features: ['wifi', 'parking'],
        phone: '+966126000000',
        metropolis: 1,
        latitude: 21.5,
      });
      expect(row.data.hours).toEqual([
        { weekday: 4, closed: false, all_day: false, opens: '18:00', closes: '02:00' },
        { weekday: 5, closed: true, all_day: false, opens: null, closes: null },
        { weekday: 6, closed: false, all_day: true, opens: null, closes: null },
      ]);
      expect(row.photos).toHaveLength(2);
      for (const file of row.photos)
        expect(existsSync(path.join(api.config.uploadsDir, 'place-suggestions', file))).toBe(true);
      expect((await api.get('/api/v1/places/search/')).json.hits.total).toBe(before);
      const mobile = await send('/api/v1/places/suggestions/', sara, [
        ['name_en', 'Kiosk'],
        ['name_ar', 'كشك'],
        ['category', '1'],
        ['phone', '0551234567'],
      ]);
      expect(mobile.status).toBe(201);
      const international = await send('/api/v1/places/suggestions/', sara, [
        ['name_en', 'Kiosk'],
        ['name_ar', 'كشك'],
        ['category', '1'],
        ['phone', '+966 12 600 0000'],
      ]);
      expect(international.status).toBe(201);
      const [stored] = await queryRows<{ data: { phone: string } }>(
        api.database.db,
        sql`SELECT data FROM place_suggestions WHERE id = ${international.json.id}`,
      );
      expect(stored.data.phone).toBe('+966126000000');
      expect(
        texts(
          (
            await send('/api/v1/places/suggestions/', sara, [
              ['name_en', 'Kiosk'],
              ['name_ar', 'كشك'],
              ['category', '1'],
              ['phone', '0226000000'],
            ])
          ).json,
        ),
      ).toEqual({ phone: ['Phone number is incorrect'] });
    });

    it('suggests edits of a place: at least one change, pending, the place unchanged', async () => {
      const nothing = await send(`/api/v1/places/${grill.id}/suggest-edit/`, sara, []);
      expect(nothing.status).toBe(400);
      expect(texts(nothing.json)).toEqual({ non_field_errors: ['Suggest at least one change.'] });
      const arabic = await send(`/api/v1/places/${grill.id}/suggest-edit/`, { ...sara, 'accept-language': 'ar' }, [
        ['name_en', ''],
      ]);
      expect(arabic.json.codes).toEqual({ non_field_errors: [{ code: 'suggest_one_change' }] });
      const edit = await send(`/api/v1/places/${grill.id}/suggest-edit/`, omar, [['name_en', 'Corniche Grill House']]);
      expect(edit.status).toBe(201);
      expect(edit.json).toEqual({
        id: expect.any(Number),
        place_id: grill.id,
        status: 'pending',
        created_at: '2026-11-22T10:00:00.000Z',
      });
      expect((await api.get(`/api/v1/places/${grill.id}/`)).json.name_en).toBe('Corniche Grill');
      expect(texts((await send(`/api/v1/places/${grill.id}/suggest-edit/`, omar, [['website', 'x']])).json)).toEqual({
        website: ['Enter a valid URL.'],
      });
      expect((await send('/api/v1/places/999999/suggest-edit/', omar, [['name_en', 'Somewhere']])).status).toBe(404);
      expect((await send(`/api/v1/places/${grill.id}/suggest-edit/`, {}, [['name_en', 'Somewhere']])).status).toBe(401);
      // the suggested edit is a PATCH (docs/favourites.md); the POST above is the older form, still answered
      const body = await formData([['name_ar', 'مشويات الكورنيش']]);
      const patch = await api.request({
        method: 'PATCH',
        url: `/api/v1/places/${grill.id}/suggest-edit/`,
        payload: body.payload,
        headers: { ...omar, 'content-type': body.contentType },
      });
      expect(patch.status).toBe(201);
      expect(patch.json).toMatchObject({ place_id: grill.id, status: 'pending' });
      expect((await send('/api/v1/places/suggestions/', {}, [['name_en', 'Somewhere']])).status).toBe(401);
    });
  },
  { seedData: placesSeed },
);

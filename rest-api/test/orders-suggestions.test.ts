// My orders (newest first, pages from 1, only one's own) and suggestions of events and experiences (multipart with a
// photo, every field rule at once, stored as pending).
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/connect.ts';
import { MEMBER_PASSWORD } from './fixtures/seed.ts';
import { describeApi } from './helpers/app.ts';
import { texts } from './helpers/errors.ts';
import { bearer, multipart, signIn, tinyPng } from './helpers/members.ts';

describeApi('orders and event suggestions', (api) => {
  let sara: Record<string, string>;
  let omar: Record<string, string>;
  let lina: Record<string, string>;
  let categories: { event: number; experience: number };

  beforeAll(async () => {
    sara = bearer((await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token);
    omar = bearer((await signIn(api, 'omar@example.com', MEMBER_PASSWORD)).json.access_token);
    const linaSignIn = await signIn(api, 'lina@example.com', MEMBER_PASSWORD);
    lina = linaSignIn.status === 200 ? bearer(linaSignIn.json.access_token) : {};
    categories = {
      event: (await api.get('/api/v1/events/categories/')).json.results[0].id,
      experience: (await api.get('/api/v1/experiences/categories/')).json.results[0].id,
    };
  });

  it("lists the member's orders newest first from page 1, and one order; others' orders are not found", async () => {
    const first = await api.get('/api/v1/me/orders/?page_size=4', sara);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ count: 9, page: 1, previous: null });
    expect(first.json.next).toMatch(/page=2/);
    const order = first.json.results[0];
    expect(order).toMatchObject({
      number: expect.stringMatching(/^[A-Z2-9]{5}$/),
      entity_type: expect.stringMatching(/^(event|experience)$/),
      tickets: expect.any(Number),
      currency: 'SAR',
      status: expect.stringMatching(/^(pending|paid|cancelled|refunded)$/),
    });
    const all = (await api.get('/api/v1/me/orders/?page_size=100', sara)).json.results as {
      created_at: string;
      status: string;
    }[];
    const dates = all.map((o) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((o) => o.status)).size).toBeGreaterThan(2);
    expect((await api.get(`/api/v1/me/orders/${order.id}/`, sara)).json).toEqual(order);
    expect((await api.get(`/api/v1/me/orders/${order.id}/`, omar)).status).toBe(404);
    expect((await api.get('/api/v1/me/orders/', omar)).json.count).toBe(4);
    if (lina.authorization) expect((await api.get('/api/v1/me/orders/', lina)).json.count).toBe(0);
    expect((await api.get('/api/v1/me/orders/')).status).toBe(401);
    expect((await api.get('/api/v1/me/orders/?page=0', sara)).status).toBe(400);
  });

  const suggest = async (kind: string, headers: Record<string, string>, fields: Parameters<typeof multipart>[0]) => {
    const body = await multipart(fields);
    return api.request({
      method: 'POST',
      url: `/api/v1/${kind}/suggestions/`,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
  };
  const valid = () => ({
    name_en: 'Red Sea Kayak Sunrise',
    name_ar: 'تجديف الفجر في البحر الأحمر',
    information: 'Two hours of guided kayaking along the Obhur creek at sunrise, with Arabic coffee after.',
    start_date: '2026-12-04T06:00:00+03:00',
    finish_date: '2026-12-04T08:00:00+03:00',
    video: 'https://video.example.sa/kayak',
    venue_name: 'Obhur Marina',
    latitude: '21.7389',
    longitude: '39.0944',
    category: String(categories.experience),
    organizer_name: 'Faisal Al-Harbi',
    mobile: '0551234567',
    email: 'Faisal@Example.com',
    office_location: 'Obhur, Jeddah',
  });

  it('answers every wrong suggestion field at once and changes nothing', async () => {
    const before = await queryRows(api.database.db, sql`SELECT count(*)::int AS n FROM happening_suggestions`);
    const empty = await suggest('experiences', sara, { venue_name: 'Somewhere' });
    expect(empty.status).toBe(400);
    const required = [
      'name_en',
      'name_ar',
      'information',
      'start_date',
      'finish_date',
      'category',
      'organizer_name',
      'mobile',
      'email',
    ];
    expect(texts(empty.json)).toEqual(Object.fromEntries(required.map((name) => [name, ['This field is required.']])));
    const wrong = await suggest('experiences', sara, {
      ...valid(),
      finish_date: '2026-12-04T05:00:00+03:00',
      mobile: '12345',
      email: 'not-an-email',
      video: 'nope',
      category: String(categories.event),
      photo: { bytes: Buffer.from('plain text'), name: 'notes.txt', type: 'text/plain' },
    });
    expect(texts(wrong.json)).toEqual({
      finish_date: ['The finish date must be after the start date.'],
      mobile: ['Phone number is incorrect'],
      email: ['Email address is invalid'],
      video: ['Enter a valid URL.'],
      category: [`Invalid pk "${categories.event}" - object does not exist.`],
      photo: ['Upload a valid image: JPEG, PNG or WebP.'],
    });
    const large = await suggest('experiences', sara, {
      ...valid(),
      photo: { bytes: Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]), name: 'big.png', type: 'image/png' },
    });
    expect(texts(large.json)).toEqual({ photo: ['The image must be at most 5 MB.'] });
    const badDate = await suggest('events', sara, {
      ...valid(),
      category: String(categories.event),
      start_date: 'soon',
    });
    expect(badDate.json.codes).toEqual({ start_date: [{ code: 'datetime_invalid' }] });
    const after = await queryRows(api.database.db, sql`SELECT count(*)::int AS n FROM happening_suggestions`);
    expect(after).toEqual(before);
    expect((await suggest('experiences', {}, valid())).status).toBe(401);
  });

  it('stores a valid suggestion as pending, with its photo', async () => {
    const answer = await suggest('experiences', omar, {
      ...valid(),
      photo: { bytes: tinyPng(), name: 'kayak.png', type: 'image/png' },
    });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      id: expect.any(Number),
      kind: 'experience',
      status: 'pending',
      created_at: '2026-11-22T10:00:00.000Z',
    });
    const [row] = await queryRows<{ kind: string; data: Record<string, unknown>; photo: string; status: string }>(
      api.database.db,
      sql`SELECT kind, data, photo, status FROM happening_suggestions WHERE id = ${answer.json.id}`,
    );
    expect(row).toMatchObject({ kind: 'experience', status: 'pending', photo: expect.stringMatching(/\.png$/) });
    expect(row.data).toMatchObject({
      start_date: '2026-12-04T03:00:00.000Z',
      finish_date: '2026-12-04T05:00:00.000Z',
      mobile: '+966551234567',
      email: 'faisal@example.com',
      latitude: 21.7389,
    });
    const event = await suggest('events', omar, { ...valid(), category: String(categories.event) });
    expect(event.json.kind).toBe('event');
  });
});

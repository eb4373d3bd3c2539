import { expect, it } from 'vitest';
import { describeApi, PUBLIC_URL, sources, slugsOf } from './helpers/app.ts';
import { texts } from './helpers/errors.ts';

describeApi('events and experiences', (api) => {
  it("recommended: the city's recommended items that have not ended, upcoming first", async () => {
    const jeddah = (await api.get('/api/v1/cities/?search=jeddah')).json.results[0].id;
    const riyadh = (await api.get('/api/v1/cities/?search=riyadh')).json.results[0].id;
    const answer = await api.get(`/api/v1/events/recommended/?city_ids=${jeddah}`);
    expect(answer.json.hits.total).toBe(4);
    expect(slugsOf(sources(answer))).toEqual([
      'jeddah-season',
      'corniche-concert',
      'tomorrow-art-walk',
      'winter-festival',
    ]);
    expect(sources(answer).every((item: { is_recommended: boolean }) => item.is_recommended)).toBe(true);
    expect((await api.get(`/api/v1/events/recommended/?city_ids=${riyadh}`)).json.hits.total).toBe(0);
    expect(slugsOf(sources(await api.get(`/api/v1/experiences/recommended/?city_ids=${jeddah}`)))).toEqual([
      'red-sea-diving',
    ]);
    const paged = await api.get(`/api/v1/events/recommended/?city_ids=${jeddah}&starting=3&per_page=2`);
    expect(paged.json).toMatchObject({ starting: 3, per_page: 2, hits: { total: 4 } });
    expect(slugsOf(sources(paged))).toEqual(['winter-festival']);
  });

  it('popular: most attended first, ended items left out', async () => {
    const answer = await api.get('/api/v1/events/popular/?per_page=3');
    expect(answer.json.hits.total).toBe(7);
    expect(slugsOf(sources(answer))).toEqual(['jeddah-season', 'weekend-football-cup', 'corniche-concert']);
    expect(slugsOf(sources(await api.get('/api/v1/experiences/popular/')))).toEqual([
      'red-sea-diving',
      'al-balad-food-tour',
    ]);
  });

  it('the events pages call pages with page/per_page and absolute links', async () => {
    const first = await api.get('/api/v1/events/?per_page=3');
    expect(first.json.count).toBe(7);
    expect(slugsOf(first.json.results)).toEqual(['jeddah-season', 'corniche-concert', 'midnight-market']);
    expect(first.json.next).toBe(`${PUBLIC_URL}/api/v1/events/?per_page=3&page=2`);
    const last = await api.get('/api/v1/events/?per_page=3&page=3');
    expect(slugsOf(last.json.results)).toEqual(['winter-festival']);
    expect(last.json.next).toBeNull();
    expect(last.json.previous).toBe(`${PUBLIC_URL}/api/v1/events/?per_page=3&page=2`);
    expect(slugsOf((await api.get('/api/v1/events/?search=winter')).json.results)).toEqual(['winter-festival']);
    expect(slugsOf((await api.get('/api/v1/events/?ordering=-attendance_count&per_page=1')).json.results)).toEqual([
      'jeddah-season',
    ]);
  });

  it('finds one item by id or by slug, ended ones too', async () => {
    const bySlug = await api.get('/api/v1/events/corniche-concert/');
    expect(bySlug.status).toBe(200);
    const byId = await api.get(`/api/v1/events/${bySlug.json.id}/`);
    expect(byId.json).toEqual(bySlug.json);
    expect((await api.get('/api/v1/events/old-jazz-night/')).status).toBe(200);
  });

  it('answers the full contract shape of an item', async () => {
    const item = (await api.get('/api/v1/events/corniche-concert/')).json;
    const organizers = (await api.get('/api/v1/organizers/')).json.results;
    expect(item).toMatchObject({
      slug: 'corniche-concert',
      kind: 'event',
      name_en: 'Corniche Concert',
      name_ar: 'حفل الكورنيش',
      start_date: '2026-11-22T15:00:00.000Z',
      end_date: '2026-11-22T20:00:00.000Z',
      price: 150,
      is_free: false,
      currency: 'SAR',
      image: `${PUBLIC_URL}/media/events/${item.id}.svg`,
      thumbnail: `${PUBLIC_URL}/media/events/${item.id}.svg?size=thumb`,
      gallery: [`${PUBLIC_URL}/media/events/${item.id}-1.svg`, `${PUBLIC_URL}/media/events/${item.id}-2.svg`],
      location: {
        latitude: 21.54,
        longitude: 39.17,
        venue_name_en: 'Corniche Stage; North & Bay',
        venue_name_ar: 'مسرح الكورنيش',
        district_ar: 'الحمراء',
      },
      ticket_url: 'https://tickets.example.sa/corniche',
      tags: [{ slug: 'live-music', name_en: 'Live music', name_ar: 'موسيقى حية', id: expect.any(Number) }],
      organizer_id: organizers.find((o: { slug: string }) => o.slug === 'season-co').id,
      list_ids: [expect.any(Number)],
      is_recommended: true,
      attendance_count: 300,
      want_to_go_count: 0,
    });
    expect(item.category_ids).toHaveLength(1);
    expect(item.audience_ids).toHaveLength(1);
    expect(Object.keys(item).sort()).toEqual([
      'attendance_count',
      'audience_ids',
      'category_ids',
      'city_id',
      'created_at',
      'currency',
      'description_ar',
      'description_en',
      'end_date',
      'gallery',
      'id',
      'image',
      'is_free',
      'is_recommended',
      'kind',
      'list_ids',
      'location',
      'name_ar',
      'name_en',
      'organizer_id',
      'photo_count',
      'price',
      'rating_average',
      'rating_count',
      'slug',
      'start_date',
      'summary_ar',
      'summary_en',
      'tags',
      'thumbnail',
      'ticket_url',
      'tip_count',
      'updated_at',
      'want_to_go_count',
      'working_hours',
    ]);
    expect(item).toMatchObject({ tip_count: 0, photo_count: 0, rating_count: 0, rating_average: null });
    const free = (await api.get('/api/v1/events/midnight-market/')).json;
    expect(free).toMatchObject({ price: null, is_free: true, organizer_id: null, gallery: [] });
    const hours = (await api.get('/api/v1/experiences/red-sea-diving/')).json.working_hours;
    expect(hours[0]).toEqual({ weekday: 0, opens: '08:00', closes: '17:00' });
    expect((await api.get('/api/v1/events/weekend-football-cup/')).json.price).toBe(75.5);
  });

  it('answers 404 for unknown ids and slugs, and for items of the other kind', async () => {
    expect(await api.get('/api/v1/events/99999/')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect((await api.get('/api/v1/events/no-such-event/')).status).toBe(404);
    expect((await api.get('/api/v1/events/red-sea-diving/')).status).toBe(404);
    expect((await api.get('/api/v1/experiences/corniche-concert/')).status).toBe(404);
  });
});

describeApi('home', (api) => {
  it('home lists of a city, with their upcoming items and counts', async () => {
    const jeddah = (await api.get('/api/v1/cities/?search=jeddah')).json.results[0].id;
    const answer = await api.get(`/api/v1/home-lists/?cities=${jeddah}`);
    expect(answer.status).toBe(200);
    const [top, experiences] = answer.json.results;
    expect(answer.json.results).toHaveLength(2);
    expect(top).toMatchObject({
      slug: 'top-events',
      name_en: 'Top events',
      name_ar: 'أبرز الفعاليات',
      description_en: 'Best of Jeddah',
      item_type: 'event',
      city_id: jeddah,
      item_count: 2,
    });
    expect(slugsOf(top.items)).toEqual(['jeddah-season', 'corniche-concert']);
    expect(top.items[0].list_ids).toContain(top.id);
    expect(experiences).toMatchObject({ slug: 'jeddah-experiences', item_type: 'experience', item_count: 2 });
    expect(slugsOf(experiences.items)).toEqual(['red-sea-diving', 'al-balad-food-tour']);
  });

  it('items_per_list limits the items but not item_count', async () => {
    const riyadh = (await api.get('/api/v1/cities/?search=riyadh')).json.results[0].id;
    const [picks] = (await api.get(`/api/v1/home-lists/?cities=${riyadh}&items_per_list=1`)).json.results;
    expect(picks).toMatchObject({ slug: 'riyadh-picks', item_count: 2 });
    expect(slugsOf(picks.items)).toEqual(['weekend-football-cup']);
  });

  it('home lists of one city, of every city without one, and a sane items_per_list', async () => {
    const riyadh = (await api.get('/api/v1/cities/?search=riyadh')).json.results[0].id;
    const every = (await api.get('/api/v1/home-lists/')).json.results;
    const inRiyadh = (await api.get(`/api/v1/home-lists/?cities=${riyadh}`)).json.results;
    expect(inRiyadh.length).toBeGreaterThan(0);
    expect(every.length).toBeGreaterThan(inRiyadh.length);
    expect(slugsOf(every)).toEqual(expect.arrayContaining([...slugsOf(inRiyadh), 'jeddah-experiences']));
    expect(texts((await api.get('/api/v1/home-lists/?cities=1&items_per_list=51')).json)).toEqual({
      items_per_list: ['Ensure this value is less than or equal to 50.'],
    });
    expect((await api.get('/api/v1/home-lists/?cities=4242')).json).toEqual({ results: [] });
  });

  it('home slides, ordered per city, with their targets', async () => {
    const all = (await api.get('/api/v1/home-slides/')).json.results;
    expect(all.map((s: { title_en: string }) => s.title_en)).toEqual([
      'Dive in',
      'Concert tonight',
      'Get the app',
      'Design week',
    ]);
    const diving = (await api.get('/api/v1/experiences/red-sea-diving/')).json;
    expect(all[0]).toEqual({
      id: all[0].id,
      title_en: 'Dive in',
      title_ar: 'اغطس',
      subtitle_en: '',
      subtitle_ar: '',
      image: `${PUBLIC_URL}/media/slides/${all[0].id}.svg`,
      thumbnail: `${PUBLIC_URL}/media/slides/${all[0].id}.svg?size=thumb`,
      target: 'experience',
      item_id: diving.id,
      url: null,
      sort_order: 1,
    });
    expect(all[2]).toMatchObject({ target: 'url', item_id: null, url: 'https://example.sa/app' });
    const riyadh = (await api.get('/api/v1/cities/?search=riyadh')).json.results[0].id;
    const riyadhSlides = (await api.get(`/api/v1/home-slides/?city_ids=${riyadh}`)).json.results;
    expect(riyadhSlides.map((s: { title_ar: string }) => s.title_ar)).toEqual(['أسبوع التصميم']);
  });
});

describeApi('home lists and slides by id', (api) => {
  it("one home list is the same object as in its city's lists, items_per_list included", async () => {
    const riyadh = (await api.get('/api/v1/cities/?search=riyadh')).json.results[0].id;
    const [picks] = (await api.get(`/api/v1/home-lists/?cities=${riyadh}`)).json.results;
    const one = await api.get(`/api/v1/home-lists/${picks.id}/`);
    expect(one.status).toBe(200);
    expect(one.json).toEqual(picks);
    const short = (await api.get(`/api/v1/home-lists/${picks.id}/?items_per_list=1`)).json;
    expect(short).toMatchObject({ id: picks.id, item_count: 2 });
    expect(slugsOf(short.items)).toEqual(['weekend-football-cup']);
  });

  it('one slide is the same object as in the slides list', async () => {
    for (const slide of (await api.get('/api/v1/home-slides/')).json.results) {
      expect((await api.get(`/api/v1/home-slides/${slide.id}`)).json).toEqual(slide);
    }
  });

  it('unknown ids are 404, bad ids and sizes 400, and the key is needed', async () => {
    expect(await api.get('/api/v1/home-lists/4242/')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect(await api.get('/api/v1/home-slides/4242/')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect(await api.get('/api/v1/home-slides/abc/')).toMatchObject({
      status: 400,
      json: { id: ['A valid integer is required.'] },
    });
    expect(texts((await api.get('/api/v1/home-lists/1/?items_per_list=0')).json)).toEqual({
      items_per_list: ['Ensure this value is greater than or equal to 1.'],
    });
    expect((await api.get('/api/v1/home-lists/1/', { 'x-client-key': undefined })).status).toBe(401);
  });
});

describeApi('stats', (api) => {
  const post = (payload: unknown, headers: Record<string, string | undefined> = {}) =>
    api.request({ method: 'POST', url: '/api/v1/stats/', payload: payload as object, headers });

  it('records a buy_tickets tap', async () => {
    const event = (await api.get('/api/v1/events/corniche-concert/')).json;
    const answer = await post({ type: 'buy_tickets', context: { entity_id: event.id, entity_type: 'event' } });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      id: expect.any(Number),
      type: 'buy_tickets',
      context: { entity_id: event.id, entity_type: 'event' },
      created_at: '2026-11-22T10:00:00.000Z',
    });
    const experience = (await api.get('/api/v1/experiences/red-sea-diving/')).json;
    const second = await post({
      type: 'buy_tickets',
      context: { entity_id: experience.id, entity_type: 'experience' },
    });
    expect(second.json.id).toBe(answer.json.id + 1);
  });

  it('entity_type defaults to event', async () => {
    const event = (await api.get('/api/v1/events/winter-festival/')).json;
    const answer = await post({ type: 'buy_tickets', context: { entity_id: event.id } });
    expect(answer.json.context).toEqual({ entity_id: event.id, entity_type: 'event' });
  });

  it('validates the body DRF-style', async () => {
    expect(texts((await post({ type: 'like', context: { entity_id: 1 } })).json)).toEqual({
      type: ['"like" is not a valid choice.'],
    });
    expect(texts((await post({ type: 'buy_tickets' })).json)).toEqual({ context: ['This field is required.'] });
    expect(await post({ type: 'buy_tickets', context: { entity_type: 'event' } })).toMatchObject({
      status: 400,
      json: { context: { entity_id: ['This field is required.'] } },
    });
    expect(texts((await post({ type: 'buy_tickets', context: { entity_id: 'x' } })).json)).toEqual({
      context: { entity_id: ['A valid integer is required.'] },
    });
  });

  it('answers 404 when the entity does not exist or is of the other kind', async () => {
    expect(await post({ type: 'buy_tickets', context: { entity_id: 99999 } })).toMatchObject({
      status: 404,
      json: { detail: 'Not found.' },
    });
    const diving = (await api.get('/api/v1/experiences/red-sea-diving/')).json;
    expect((await post({ type: 'buy_tickets', context: { entity_id: diving.id, entity_type: 'event' } })).status).toBe(
      404,
    );
  });

  it('needs the client key', async () => {
    expect((await post({ type: 'buy_tickets', context: { entity_id: 1 } }, { 'x-client-key': undefined })).status).toBe(
      401,
    );
  });
});

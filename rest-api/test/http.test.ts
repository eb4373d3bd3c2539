import { expect, it } from 'vitest';
import { CLIENT_KEY, describeApi, PUBLIC_URL, sources } from './helpers/app.ts';
import { texts } from './helpers/errors.ts';

describeApi('authentication', (api) => {
  it('answers 401 without a client key, with a wrong one, and with any bearer token', async () => {
    expect(await api.get('/api/v1/cities/', { 'x-client-key': undefined })).toMatchObject({
      status: 401, json: { detail: 'Authentication credentials were not provided.' },
    });
    expect(await api.get('/api/v1/cities/', { 'x-client-key': 'nope' })).toMatchObject({ status: 401, json: { detail: 'Invalid client key.' } });
    expect(await api.get('/api/v1/cities/', { authorization: 'Bearer abc' })).toMatchObject({ status: 401, json: { detail: 'Invalid token.' } });
    expect((await api.get('/api/v1/cities/', { 'x-client-key': CLIENT_KEY })).status).toBe(200);
  });

  it('checks the key before the parameters', async () => {
    expect((await api.get('/api/v1/events/search/?per_page=1000', { 'x-client-key': undefined })).status).toBe(401);
  });

  it('health, the OpenAPI document and media need no key', async () => {
    expect(await api.get('/health/', { 'x-client-key': undefined })).toMatchObject({ status: 200, json: { status: 'ok' } });
    expect((await api.get('/openapi.json', { 'x-client-key': undefined })).status).toBe(200);
    expect((await api.get('/media/cities/1.svg', { 'x-client-key': undefined })).status).toBe(200);
  });
});

describeApi('errors', (api) => {
  it('bad query parameters answer 400 with every offending field', async () => {
    const answer = await api.get('/api/v1/events/search/?per_page=1000&period=yesterday&category_ids=abc&include_past=maybe&starting=-1&ordering=random');
    expect(answer.status).toBe(400);
    expect(texts(answer.json)).toEqual({
      per_page: ['Ensure this value is less than or equal to 100.'],
      period: ['"yesterday" is not a valid choice.'],
      category_ids: ['Enter a comma-separated list of whole numbers.'],
      include_past: ['Must be a valid boolean.'],
      starting: ['Ensure this value is greater than or equal to 0.'],
      ordering: ['"random" is not a valid choice.'],
    });
  });

  it('page paging parameters are checked too', async () => {
    expect(texts((await api.get('/api/v1/cities/?page=0')).json)).toEqual({ page: ['Ensure this value is greater than or equal to 1.'] });
    expect(texts((await api.get('/api/v1/cities/?page_size=1000')).json)).toEqual({ page_size: ['Ensure this value is less than or equal to 100.'] });
    expect(texts((await api.get('/api/v1/cities/?page_size=lots')).json)).toEqual({ page_size: ['A valid integer is required.'] });
    expect(texts((await api.get('/api/v1/cities/?ids=1,,2')).json)).toEqual({ ids: ['Enter a comma-separated list of whole numbers.'] });
    expect(texts((await api.get('/api/v1/cities/abc/')).json)).toEqual({ id: ['A valid integer is required.'] });
  });

  it('errors carry codes with their parameters, and English texts whatever the Accept-Language', async () => {
    expect((await api.get('/api/v1/events/99999/', { 'accept-language': 'ar-SA,ar;q=0.9' })).json).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await api.get('/api/v1/cities/?page_size=1000', { 'accept-language': 'ar' })).json).toEqual({
      page_size: ['Ensure this value is less than or equal to 100.'],
      code: 'invalid',
      codes: { page_size: [{ code: 'max_value', limit: 100 }] },
    });
    expect((await api.get('/api/v1/cities/', { 'x-client-key': 'x', 'accept-language': 'ar' })).json).toEqual({ detail: 'Invalid client key.', code: 'invalid_client_key' });
  });

  it('unknown routes answer 404 JSON', async () => {
    expect(await api.get('/api/v1/nothing-here/')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect(await api.get('/elsewhere')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
  });

  it('a malformed JSON body answers 400', async () => {
    const answer = await api.request({
      method: 'POST', url: '/api/v1/stats/', payload: '{"type":', headers: { 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({ status: 400, json: { non_field_errors: ['JSON parse error.'], codes: { non_field_errors: [{ code: 'parse_error' }] } } });
  });
});

/** Every tag is closed in order and no attribute has a raw `<` or `&`: the SVG is well-formed XML. */
function expectWellFormed(svg: string) {
  const open: string[] = [];
  for (const [tag, closing, name, attributes, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^<>]*?)(\/?)>/g)) {
    expect(attributes, tag).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    if (closing) expect(open.pop(), tag).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(open).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, '').trim(), 'text outside tags').toBe('');
}

describeApi('media', (api) => {
  it('renders a deterministic SVG for an event with cache headers', async () => {
    const event = (await api.get('/api/v1/events/corniche-concert/')).json;
    const path = event.image.slice(PUBLIC_URL.length);
    const first = await api.get(path);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="675"/);
    expectWellFormed(first.body);
    expect((await api.get(path)).body).toBe(first.body);
  });

  it('draws pictures only: no text, no names (the alt text, in the page language, carries the words)', async () => {
    const events = sources(await api.get('/api/v1/events/search/?include_past=true&per_page=100'));
    const slides = (await api.get('/api/v1/home-slides/')).json.results;
    const organizers = (await api.get('/api/v1/organizers/')).json.results;
    const cities = (await api.get('/api/v1/cities/')).json.results;
    const named = [
      ...events.map((e: any) => ({ url: e.image, words: [e.name_en, e.name_ar, e.location.venue_name_en] })),
      ...slides.map((s: any) => ({ url: s.image, words: [s.title_en, s.title_ar] })),
      ...organizers.map((o: any) => ({ url: o.logo, words: [o.name_en, o.name_ar] })),
      ...cities.map((c: any) => ({ url: c.id && `${PUBLIC_URL}/media/cities/${c.id}.svg`, words: [c.name_en, c.name_ar] })),
    ];
    for (const { url, words } of named) {
      const body = (await api.get(url.slice(PUBLIC_URL.length))).body;
      expect(body, url).not.toMatch(/<text|<title|<desc|aria-label|<foreignObject/);
      for (const word of words.filter(Boolean)) expect(body, url).not.toContain(word);
      expectWellFormed(body);
    }
  });

  it('gives every item its own image, and one category one palette', async () => {
    const events = sources(await api.get('/api/v1/events/search/?include_past=true&per_page=100'));
    const bodies = await Promise.all(events.map(async (e: any) => (await api.get(e.image.slice(PUBLIC_URL.length))).body as string));
    expect(new Set(bodies).size).toBe(events.length);
    const colours = (body: string) => [...body.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]).filter((c) => c !== '#fff' && c !== '#000');
    const byCategory = new Map<number, string[]>();
    events.forEach((e: any, i: number) => {
      const first = e.category_ids[0];
      if (first !== undefined) byCategory.set(first, [...(byCategory.get(first) ?? []), colours(bodies[i]).join()]);
    });
    const shared = [...byCategory.values()].filter((palettes) => palettes.length > 1);
    expect(shared.length).toBeGreaterThan(0);
    for (const palettes of shared) expect(new Set(palettes).size).toBe(1);
  });

  it('serves thumbnails and gallery images', async () => {
    const event = (await api.get('/api/v1/events/corniche-concert/')).json;
    const thumb = await api.get(event.thumbnail.slice(PUBLIC_URL.length));
    expect(thumb.body).toMatch(/width="400" height="225"/);
    const gallery = await Promise.all(event.gallery.map((url: string) => api.get(url.slice(PUBLIC_URL.length))));
    expect(gallery.map((g) => g.status)).toEqual([200, 200]);
    expect(gallery[0].body).not.toBe(gallery[1].body);
    expect((await api.get(`/media/events/${event.id}-3.svg`)).status).toBe(404);
  });

  it('renders slides, organizers and cities; unknown ones are 404', async () => {
    const slide = (await api.get('/api/v1/home-slides/')).json.results[0];
    const diving = (await api.get('/api/v1/experiences/red-sea-diving/')).json;
    const slideBody = (await api.get(slide.image.slice(PUBLIC_URL.length))).body;
    const divingBody = (await api.get(diving.image.slice(PUBLIC_URL.length))).body;
    // the slide about the diving trip wears the trip's colours, with a layout of its own
    expect(slide.item_id).toBe(diving.id);
    expect(slideBody.match(/stop-color="#[0-9a-f]{6}"/g)!.slice(0, 2)).toEqual(divingBody.match(/stop-color="#[0-9a-f]{6}"/g)!.slice(0, 2));
    expect(slideBody).not.toBe(divingBody);
    const organizer = (await api.get('/api/v1/organizers/')).json.results[0];
    expect((await api.get(organizer.logo.slice(PUBLIC_URL.length))).status).toBe(200);
    for (const url of ['/media/events/99999.svg', '/media/slides/1-1.svg', '/media/events/abc.svg', '/media/places/1.svg']) {
      expect((await api.get(url)).status, url).toBe(404);
    }
    expect((await api.get(`/media/events/${diving.id}.svg`)).status).toBe(404);
    expect((await api.get(`/media/experiences/${diving.id}.svg`)).status).toBe(200);
  });
});

describeApi('calendar', (api) => {
  it('answers an RFC 5545 calendar for an event', async () => {
    const event = (await api.get('/api/v1/events/corniche-concert/')).json;
    const answer = await api.get(`/api/v1/events/${event.id}/calendar.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="corniche-concert.ics"');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(answer.body.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lines).toEqual(expect.arrayContaining([
      'VERSION:2.0',
      'BEGIN:VEVENT',
      `UID:event-${event.id}@dalil`,
      'DTSTAMP:20261122T100000Z',
      'DTSTART:20261122T150000Z',
      'DTEND:20261122T200000Z',
      'SUMMARY:Corniche Concert',
      'DESCRIPTION:Live music\\, fireworks\\;\\nfood trucks & more.',
      'LOCATION:Corniche Stage\\; North & Bay\\, Corniche Stage\\; North & Bay street',
      'URL:https://tickets.example.sa/corniche',
      'END:VEVENT',
    ]));
  });

  it('writes Arabic texts on request, folded at 75 octets', async () => {
    const event = (await api.get('/api/v1/events/jeddah-season/')).json;
    const answer = await api.get(`/api/v1/experiences/${(await api.get('/api/v1/experiences/red-sea-diving/')).json.id}/calendar.ics?lang=ar`);
    expect(answer.body).toContain('SUMMARY:الغوص في البحر الأحمر');
    for (const line of answer.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const arabic = await api.get(`/api/v1/events/${event.id}/calendar.ics`, { 'accept-language': 'ar' });
    expect(arabic.body).toContain('SUMMARY:موسم جدة');
    // no ticket link: the item's own URL
    expect(arabic.body).toContain(`URL:${PUBLIC_URL}/api/v1/events/jeddah-season/`);
  });

  it('answers 404 for an unknown item or the other kind', async () => {
    const diving = (await api.get('/api/v1/experiences/red-sea-diving/')).json;
    expect((await api.get(`/api/v1/events/${diving.id}/calendar.ics`)).status).toBe(404);
    expect((await api.get('/api/v1/events/99999/calendar.ics')).status).toBe(404);
  });
});

describeApi('OpenAPI document', (api) => {
  // Every route of docs/rest-contract.md.
  const CONTRACT = [
    'get /api/v1/cities/', 'get /api/v1/cities/{id}/', 'get /api/v1/events/categories/', 'get /api/v1/experiences/categories/',
    'get /api/v1/audiences/', 'get /api/v1/tags/', 'get /api/v1/organizers/', 'get /api/v1/organizers/{id}/',
    ...['events', 'experiences'].flatMap((kind) => [
      `get /api/v1/${kind}/search/`, `get /api/v1/${kind}/recommended/`, `get /api/v1/${kind}/popular/`, `get /api/v1/${kind}/`,
      `get /api/v1/${kind}/{idOrSlug}/`, `get /api/v1/${kind}/{id}/calendar.ics`,
    ]),
    'get /api/v1/home-lists/', 'get /api/v1/home-lists/{id}/', 'get /api/v1/home-slides/', 'get /api/v1/home-slides/{id}/', 'post /api/v1/stats/', 'get /health/', 'get /openapi.json',
    ...['events', 'experiences', 'slides', 'organizers', 'cities', 'users'].map((c) => `get /media/${c}/{file}`),
    // members (issue 3)
    'post /oauth/token/', 'post /oauth/revoke/', 'post /api/v1/auth/register/', 'post /api/v1/auth/verify-email/',
    'post /api/v1/auth/forgot-password/', 'post /api/v1/auth/reset-password/', 'post /api/v1/auth/facebook/',
    'post /api/v1/auth/apple/', 'get /api/v1/auth/providers/', 'get /api/v1/me/', 'patch /api/v1/me/{id}/',
    'get /api/v1/me/stats/', 'post /api/v1/me/request-delete/', 'post /api/v1/auth/confirm-delete/',
    'get /dev/outbox/', 'get /dev/outbox.json',
    // community (issue 4)
    ...['events', 'experiences', 'places'].flatMap((kind) => [
      ...(['tip', 'photo'] as const).flatMap((post) => [
        `get /api/v1/${kind}/{id}/${post}s/`, `get /api/v1/${kind}/${post}s/`, `post /api/v1/${kind}/${post}s/`, `delete /api/v1/${kind}/${post}s/{${post}Id}/`,
        `post /api/v1/${kind}/${post}s/{${post}Id}/vote/`, `delete /api/v1/${kind}/${post}s/{${post}Id}/vote/`,
        `post /api/v1/${kind}/${post}s/{${post}Id}/report/`,
      ]),
      `get /api/v1/${kind}/{id}/rating/`, `post /api/v1/${kind}/{id}/rate/`,
    ]),
    ...['events', 'experiences'].flatMap((kind) => ['attend', 'unattend'].map((action) => `post /api/v1/${kind}/{id}/${action}/`)
      .concat(`get /api/v1/${kind}/{id}/attendance/`)),
    'get /api/v1/me/tips/', 'get /api/v1/me/photos/', 'get /api/v1/me/ratings/', 'get /api/v1/me/attendance/',
    'get /api/v1/users/', 'get /api/v1/users/{id}/', 'post /api/v1/users/{id}/report/',
    ...['eventtips', 'experiencetips', 'tips', 'articletips', 'eventphotos', 'experiencephotos', 'photos'].map((list) => `get /api/v1/users/{id}/${list}/`),
    'get /media/photos/{file}',
    // places (issue 5)
    'get /api/v1/places/categories/', 'get /api/v1/places/tags/', 'get /api/v1/places/search/', 'get /api/v1/places/nearby/',
    'get /api/v1/places/{idOrSlug}/', 'get /api/v1/places/share/{shareId}/', 'post /api/v1/places/{id}/checkin/',
    'get /api/v1/me/checkins/', 'post /api/v1/places/{id}/report/', 'post /api/v1/places/suggestions/',
    'post /api/v1/places/{id}/suggest-edit/', 'get /media/places/{file}',
  ];

  it('is OpenAPI 3.1 listing exactly the routes of the contract', async () => {
    const doc = (await api.get('/openapi.json')).json;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
    const operations = Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`));
    expect(operations.sort()).toEqual([...CONTRACT].sort());
  });

  it('describes parameters, responses and security of each operation', async () => {
    const doc = (await api.get('/openapi.json')).json;
    const search = doc.paths['/api/v1/events/search/'].get;
    const names = search.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['starting', 'per_page', 'text', 'period', 'category_ids', 'tags_ids',
      'audience_ids', 'city_ids', 'event_list_ids', 'ids', 'include_past', 'ordering']));
    expect(search.parameters.find((p: { name: string }) => p.name === 'period').schema.enum).toEqual(['today', 'this_week', 'this_month']);
    expect(search.security).toEqual([{ clientKey: [] }, { bearer: [] }]);
    expect(search.responses['200'].content['application/json'].schema.properties.hits).toBeDefined();
    expect(search.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/FieldErrors' });
    expect(doc.paths['/health/'].get.security).toEqual([]);
    const single = doc.paths['/api/v1/cities/{id}/'].get;
    expect(single.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }]);
    expect(doc.paths['/api/v1/stats/'].post.requestBody.content['application/json'].schema.required).toEqual(['type', 'context']);
    expect(Object.keys(doc.paths['/media/events/{file}'].get.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(doc.components.securitySchemes.clientKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Client-Key' });
  });

  it('has unique operation ids and only references schemas it defines', async () => {
    const doc = (await api.get('/openapi.json')).json;
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').at(-1)!], ref).toBeDefined();
    }
  });
});

// The HTTP plumbing: client key and bearer authentication, error answers, and the OpenAPI document.
import { expect, it } from 'vitest';
import { CLIENT_KEY, describeApi, PUBLIC_URL } from './helpers/app.ts';
import { texts } from './helpers/errors.ts';

describeApi('authentication', (api) => {
  it('answers 401 without a client key, with a wrong one, and with any bearer token', async () => {
    expect(await api.get('/api/v1/cities/', { 'x-client-key': undefined })).toMatchObject({
      status: 401,
      json: { detail: 'Authentication credentials were not provided.' },
    });
    expect(await api.get('/api/v1/cities/', { 'x-client-key': 'nope' })).toMatchObject({
      status: 401,
      json: { detail: 'Invalid client key.' },
    });
    expect(await api.get('/api/v1/cities/', { authorization: 'Bearer abc' })).toMatchObject({
      status: 401,
      json: { detail: 'Invalid token.' },
    });
    expect((await api.get('/api/v1/cities/', { 'x-client-key': CLIENT_KEY })).status).toBe(200);
  });

  it('checks the key before the parameters', async () => {
    expect((await api.get('/api/v1/events/search/?per_page=1000', { 'x-client-key': undefined })).status).toBe(401);
  });

  it('health, the OpenAPI document and media need no key', async () => {
    expect(await api.get('/health/', { 'x-client-key': undefined })).toMatchObject({
      status: 200,
      json: { status: 'ok' },
    });
    expect((await api.get('/openapi.json', { 'x-client-key': undefined })).status).toBe(200);
    expect((await api.get('/media/cities/1.svg', { 'x-client-key': undefined })).status).toBe(200);
  });
});

describeApi('errors', (api) => {
  it('bad query parameters answer 400 with every offending field', async () => {
    const answer = await api.get(
      '/api/v1/events/search/?per_page=1000&period=yesterday&category_ids=abc&include_past=maybe&starting=-1&ordering=random',
    );
    expect(answer.status).toBe(400);
    expect(texts(answer.json)).toEqual({
      // 150 is the limit of a list's items (event_list_ids); without a list the handler then holds it to 100
      per_page: ['Ensure this value is less than or equal to 150.'],
      period: ['"yesterday" is not a valid choice.'],
      category_ids: ['Enter a comma-separated list of whole numbers.'],
      include_past: ['Must be a valid boolean.'],
      starting: ['Ensure this value is greater than or equal to 0.'],
      ordering: ['"random" is not a valid choice.'],
    });
  });

  it('page paging parameters are checked too', async () => {
    expect(texts((await api.get('/api/v1/cities/?page=0')).json)).toEqual({
      page: ['Ensure this value is greater than or equal to 1.'],
    });
    expect(texts((await api.get('/api/v1/cities/?page_size=1000')).json)).toEqual({
      page_size: ['Ensure this value is less than or equal to 100.'],
    });
    expect(texts((await api.get('/api/v1/cities/?page_size=lots')).json)).toEqual({
      page_size: ['A valid integer is required.'],
    });
    expect(texts((await api.get('/api/v1/cities/?ids=1,,2')).json)).toEqual({
      ids: ['Enter a comma-separated list of whole numbers.'],
    });
    expect(texts((await api.get('/api/v1/cities/abc/')).json)).toEqual({ id: ['A valid integer is required.'] });
  });

  it('errors carry codes with their parameters, and English texts whatever the Accept-Language', async () => {
    expect((await api.get('/api/v1/events/99999/', { 'accept-language': 'ar-SA,ar;q=0.9' })).json).toEqual({
      detail: 'Not found.',
      code: 'not_found',
    });
    expect((await api.get('/api/v1/cities/?page_size=1000', { 'accept-language': 'ar' })).json).toEqual({
      page_size: ['Ensure this value is less than or equal to 100.'],
      code: 'invalid',
      codes: { page_size: [{ code: 'max_value', limit: 100 }] },
    });
    expect((await api.get('/api/v1/cities/', { 'x-client-key': 'x', 'accept-language': 'ar' })).json).toEqual({
      detail: 'Invalid client key.',
      code: 'invalid_client_key',
    });
  });

  it('unknown routes answer 404 JSON', async () => {
    expect(await api.get('/api/v1/nothing-here/')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
    expect(await api.get('/elsewhere')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
  });

  it('a malformed JSON body answers 400', async () => {
    const answer = await api.request({
      method: 'POST',
      url: '/api/v1/stats/',
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({
      status: 400,
      json: { non_field_errors: ['JSON parse error.'], codes: { non_field_errors: [{ code: 'parse_error' }] } },
    });
  });
});

describeApi('OpenAPI document', (api) => {
  // Every route of docs/rest-contract.md.
  const CONTRACT = [
    'get /api/v1/cities/',
    'get /api/v1/cities/{id}/',
    'get /api/v1/categories/',
    'get /api/v1/events/categories/',
    'get /api/v1/experiences/categories/',
    'get /api/v1/audiences/',
    'get /api/v1/tags/',
    'get /api/v1/organizers/',
    'get /api/v1/organizers/{id}/',
    ...['events', 'experiences'].flatMap((kind) => [
      `get /api/v1/${kind}/search/`,
      `get /api/v1/${kind}/recommended/`,
      `get /api/v1/${kind}/popular/`,
      `get /api/v1/${kind}/`,
      `get /api/v1/${kind}/{idOrSlug}/`,
      `get /api/v1/${kind}/{id}/calendar.ics`,
    ]),
    'get /api/v1/home-lists/',
    'get /api/v1/home-lists/{id}/',
    'get /api/v1/home-slides/',
    'get /api/v1/home-slides/{id}/',
    'post /api/v1/stats/',
    'get /health/',
    'get /openapi.json',
    ...['events', 'experiences', 'slides', 'organizers', 'cities', 'users'].map((c) => `get /media/${c}/{file}`),
    // members
    'post /oauth/token/',
    'post /oauth/revoke/',
    'post /api/v1/auth/register/',
    'post /api/v1/auth/verify-email/',
    'post /api/v1/auth/forgot-password/',
    'post /api/v1/auth/reset-password/',
    'post /api/v1/auth/facebook/',
    'post /api/v1/auth/apple/',
    'get /api/v1/auth/providers/',
    'get /api/v1/me/',
    'patch /api/v1/me/{id}/',
    'get /api/v1/me/stats/',
    'post /api/v1/me/request-delete/',
    'post /api/v1/auth/confirm-delete/',
    'get /dev/outbox/',
    'get /dev/outbox.json',
    // community
    ...['events', 'experiences', 'places'].flatMap((kind) => [
      ...(['tip', 'photo'] as const).flatMap((post) => [
        `get /api/v1/${kind}/{id}/${post}s/`,
        `get /api/v1/${kind}/${post}s/`,
        `post /api/v1/${kind}/${post}s/`,
        `delete /api/v1/${kind}/${post}s/{${post}Id}/`,
        `post /api/v1/${kind}/${post}s/{${post}Id}/vote/`,
        `delete /api/v1/${kind}/${post}s/{${post}Id}/vote/`,
        `post /api/v1/${kind}/${post}s/{${post}Id}/report/`,
      ]),
      `get /api/v1/${kind}/{id}/rating/`,
      `post /api/v1/${kind}/{id}/rate/`,
    ]),
    ...['events', 'experiences'].flatMap((kind) =>
      ['attend', 'unattend']
        .map((action) => `post /api/v1/${kind}/{id}/${action}/`)
        .concat(`get /api/v1/${kind}/{id}/attendance/`),
    ),
    'get /api/v1/me/tips/',
    'get /api/v1/me/photos/',
    'get /api/v1/me/ratings/',
    'get /api/v1/me/attendance/',
    'get /api/v1/users/',
    'get /api/v1/users/{id}/',
    'post /api/v1/users/{id}/report/',
    ...['eventtips', 'experiencetips', 'tips', 'articletips', 'eventphotos', 'experiencephotos', 'photos'].map(
      (list) => `get /api/v1/users/{id}/${list}/`,
    ),
    'get /media/photos/{file}',
    // places
    'get /api/v1/places/categories/',
    'get /api/v1/places/tags/',
    'get /api/v1/places/search/',
    'get /api/v1/places/nearby/',
    'get /api/v1/places/{idOrSlug}/',
    'get /api/v1/places/share/{shareId}/',
    'post /api/v1/places/{id}/checkin/',
    'get /api/v1/me/checkins/',
    'post /api/v1/places/{id}/report/',
    'post /api/v1/places/suggestions/',
    'post /api/v1/places/{id}/suggest-edit/',
    'patch /api/v1/places/{id}/suggest-edit/',
    // Favourites, orders and suggestions
    'get /api/v1/favourites/',
    'post /api/v1/favourites/',
    'get /api/v1/favourites/share/{shareId}/',
    'get /api/v1/favourites/{id}/',
    'patch /api/v1/favourites/{id}/',
    'delete /api/v1/favourites/{id}/',
    'post /api/v1/favourites/toggle/',
    'get /api/v1/me/orders/',
    'get /api/v1/me/orders/{id}/',
    'post /api/v1/events/suggestions/',
    'post /api/v1/experiences/suggestions/',
    'get /media/places/{file}',
    // Social
    'post /api/v1/follows/',
    'delete /api/v1/follows/{id}/',
    'post /api/v1/me/pending-followers/{id}/accept/',
    'delete /api/v1/me/pending-followers/{id}/',
    'delete /api/v1/me/followers/{id}/',
    'post /api/v1/me/facebook/',
    'delete /api/v1/me/facebook/',
    'get /api/v1/me/facebook-friends/',
    'post /api/v1/users/{id}/block/',
    'post /api/v1/users/{id}/unblock/',
    'get /api/v1/me/followers/',
    'get /api/v1/me/followings/',
    'get /api/v1/me/pending-followers/',
    'get /api/v1/me/pending-followings/',
    'get /api/v1/me/blocked-users/',
    'get /api/v1/users/username/{username}/',
    'get /api/v1/users/{id}/followers/',
    'get /api/v1/users/{id}/followings/',
    // info
    'get /api/v1/info-pages/',
    'get /api/v1/info-pages/facts/',
    'get /api/v1/floating-popups/',
    'get /api/v1/settings/',
    'post /api/v1/contact-messages/',
    'post /api/v1/push-subscriptions/',
    // articles, curated lists and discover
    'get /api/v1/articles/search/',
    'get /api/v1/articles/sources/',
    'get /api/v1/articles/tags/',
    'get /api/v1/articles/{idOrSlug}/',
    'get /api/v1/articles/{idOrSlug}/body/',
    'get /api/v1/articles/share/{shareId}/',
    'get /api/v1/articles/share/{shareId}/body/',
    'post /api/v1/articles/{id}/report/',
    'get /api/v1/articles/{id}/tips/',
    'get /api/v1/articles/tips/',
    'post /api/v1/articles/tips/',
    'delete /api/v1/articles/tips/{tipId}/',
    'post /api/v1/articles/tips/{tipId}/vote/',
    'delete /api/v1/articles/tips/{tipId}/vote/',
    'post /api/v1/articles/tips/{tipId}/report/',
    'get /api/v1/curated-lists/',
    'get /api/v1/curated-lists/{idOrSlug}/',
    'get /api/v1/curated-lists/{idOrSlug}/items/',
    'get /api/v1/curated-lists/share/{shareId}/',
    'get /api/v1/curated-lists/share/{shareId}/items/',
    'get /api/v1/discover/',
    'get /api/v1/discover/home/',
    'get /media/articles/{file}',
    'get /media/curated-lists/{file}',
  ];

  it('is OpenAPI 3.0 listing exactly the routes of the contract', async () => {
    const doc = (await api.get('/openapi.json')).json;
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info.title).toBeTruthy();
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
    const operations = Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(operations.sort()).toEqual([...CONTRACT].sort());
  });

  it('describes parameters, responses and security of each operation', async () => {
    const doc = (await api.get('/openapi.json')).json;
    const search = doc.paths['/api/v1/events/search/'].get;
    const names = search.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'starting',
        'per_page',
        'text',
        'period',
        'category_ids',
        'tags_ids',
        'audience_ids',
        'city_ids',
        'event_list_ids',
        'ids',
        'include_past',
        'ordering',
      ]),
    );
    expect(search.parameters.find((p: { name: string }) => p.name === 'period').schema.enum).toEqual([
      'today',
      'this_week',
      'this_month',
    ]);
    expect(search.security).toEqual([{ clientKey: [] }, { bearer: [] }]);
    expect(search.responses['200'].content['application/json'].schema.properties.hits).toBeDefined();
    expect(search.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/FieldErrors',
    });
    expect(doc.paths['/health/'].get.security).toEqual([]);
    const single = doc.paths['/api/v1/cities/{id}/'].get;
    expect(single.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }]);
    expect(doc.paths['/api/v1/stats/'].post.requestBody.content['application/json'].schema.required).toEqual([
      'type',
      'context',
    ]);
    expect(Object.keys(doc.paths['/media/events/{file}'].get.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(doc.components.securitySchemes.clientKey).toEqual({ type: 'apiKey', in: 'header', name: 'X-Client-Key' });
  });

  it('has unique operation ids and only references schemas it defines', async () => {
    const doc = (await api.get('/openapi.json')).json;
    const ids = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas[ref.split('/').at(-1)!], ref).toBeDefined();
    }
  });

  // 3.0-only tools (GraphQL Mesh) read nullable fields as errors when they are written the 3.1 way.
  it('uses only OpenAPI 3.0 schema forms', async () => {
    const doc = (await api.get('/openapi.json')).json;
    const found: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) return value.forEach((inner, i) => walk(inner, `${path}/${i}`));
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      if (Array.isArray(node.type)) found.push(`${path}: type ${JSON.stringify(node.type)}`);
      if (node.type === 'null') found.push(`${path}: type null`);
      for (const key of [
        'const',
        'examples',
        '$schema',
        '$id',
        '$defs',
        'prefixItems',
        'unevaluatedProperties',
        'patternProperties',
        'dependentRequired',
        'dependentSchemas',
        'if',
        'then',
        'else',
        'contentMediaType',
        'contentEncoding',
      ]) {
        if (key in node && !path.endsWith('/properties')) found.push(`${path}: ${key}`);
      }
      for (const key of ['exclusiveMinimum', 'exclusiveMaximum']) {
        if (key in node && typeof node[key] !== 'boolean') found.push(`${path}: numeric ${key}`);
      }
      if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) {
        found.push(`${path}: nullable enum without null`);
      }
      if (typeof node.$ref === 'string' && Object.keys(node).length > 1) found.push(`${path}: $ref with siblings`);
      for (const [key, inner] of Object.entries(node)) walk(inner, `${path}/${key}`);
    };
    walk(doc, '');
    expect(found).toEqual([]);
    expect(doc.components.schemas.Organizer.properties.website).toEqual({ type: 'string', nullable: true });
    expect(doc.jsonSchemaDialect).toBeUndefined();
    expect(doc.webhooks).toBeUndefined();
  });
});

// Every root field and filter against the real rest-api.
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { identityHeaders } from '../../src/upstream/client.ts';
import { startGateway, type TestGateway, type Edge, type Fields } from '../support/gateway.ts';
import { ARABIC, codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const CARD = `fragment Card on Happening { id rawId slug kind name startDate endDate isPast
  city { id name } categories { id name } audiences { id } tags { id name } organizer { id name } attendanceCount }`;

/** The REST API's own answer for a period, all cities, as the gateway would ask it with the client key. */
async function restEvents(period: string) {
  const response = await fetch(`${inject('restApiUrl')}/api/v1/events/search/?period=${period}&per_page=100`, {
    headers: identityHeaders({ locale: 'en' }, loadConfig({}).clientKey),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { hits: { total: number; hits: { _source: { id: number } }[] } };
}

async function data(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
  const response = await gateway.graphql(query, variables, headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

async function eventsWith(filter: Record<string, unknown>, first = 100) {
  const result = await data(
    `query($filter: HappeningFilter, $first: Int) { events(first: $first, filter: $filter) { totalCount edges { node { ...Card } } } } ${CARD}`,
    {
      filter,
      first,
    },
  );
  return {
    total: result.events.totalCount as number,
    nodes: result.events.edges.map((edge: Edge) => edge.node) as Fields[],
  };
}

describe('viewer', () => {
  it('defaults to English and the default city', async () => {
    const { viewer } = await data('{ viewer { locale direction city { id rawId name isDefault } } }');
    expect(viewer).toMatchObject({ locale: 'en', direction: 'ltr', city: { name: 'Jeddah', isDefault: true } });
  });

  it('follows Accept-Language and the city argument', async () => {
    const query = 'query ($city: ID) { viewer { locale direction city(id: $city) { rawId name } } }';
    const { viewer } = await data(query, { city: globalId('City', 2) }, { 'accept-language': 'ar-SA' });
    expect(viewer.locale).toBe('ar');
    expect(viewer.direction).toBe('rtl');
    expect(viewer.city.rawId).toBe(2);
    expect(viewer.city.name).toMatch(ARABIC);
  });

  it('falls back to the default city for an unknown or wrong city id', async () => {
    for (const id of [globalId('City', 99999), globalId('Event', 2), 'not-an-id', '']) {
      const { viewer } = await data('query ($city: ID) { viewer { city(id: $city) { isDefault } } }', { city: id });
      expect(viewer.city.isDefault).toBe(true);
    }
  });
});

describe('reference data', () => {
  it('pages through cities and searches them', async () => {
    const all = await data('{ cities { totalCount edges { node { id name } } } }');
    expect(all.cities.edges).toHaveLength(all.cities.totalCount);
    const first = await data('{ cities(first: 2) { pageInfo { hasNextPage endCursor } edges { node { id } } } }');
    expect(first.cities.pageInfo.hasNextPage).toBe(true);
    const next = await data('query($after: String) { cities(first: 2, after: $after) { edges { node { id } } } }', {
      after: first.cities.pageInfo.endCursor,
    });
    expect([...first.cities.edges, ...next.cities.edges].map((e: Edge) => e.node.id)).toEqual(
      all.cities.edges.slice(0, 4).map((e: Edge) => e.node.id),
    );
    const search = await data('{ cities(search: "riy") { totalCount edges { node { name } } } }');
    expect(search.cities.edges.map((e: Edge) => e.node.name)).toEqual(['Riyadh']);
  });

  it('lists categories of each kind and audiences, in the viewer language', async () => {
    const en = await data(
      '{ eventCategories { id name kind } experienceCategories { id kind } audiences { id name } }',
    );
    expect(en.eventCategories.length).toBeGreaterThan(0);
    expect(en.eventCategories.every((c: Fields) => c.kind === 'EVENT')).toBe(true);
    expect(en.experienceCategories.every((c: Fields) => c.kind === 'EXPERIENCE')).toBe(true);
    expect(en.audiences.length).toBeGreaterThan(0);
    const ar = await data('{ eventCategories { name } audiences { name } }', undefined, { 'accept-language': 'ar' });
    expect([...ar.eventCategories, ...ar.audiences].every((c: Fields) => ARABIC.test(c.name))).toBe(true);
  });
});

describe('events and experiences', () => {
  it('default to the default city; an empty cityIds means every city', async () => {
    const jeddah = await eventsWith({});
    expect(jeddah.nodes.every((n) => n.city.name === 'Jeddah')).toBe(true);
    const everywhere = await eventsWith({ cityIds: [] });
    expect(everywhere.total).toBeGreaterThan(jeddah.total);
    const riyadh = await eventsWith({ cityIds: [globalId('City', 2)] });
    expect(riyadh.nodes.length).toBeGreaterThan(0);
    expect(riyadh.nodes.every((n) => n.city.name === 'Riyadh')).toBe(true);
  });

  it('filter by category, tag and audience', async () => {
    const all = await eventsWith({ cityIds: [] });
    const sample = all.nodes.find((n) => n.categories.length && n.tags.length && n.audiences.length)!;
    for (const [key, field] of [
      ['categoryIds', 'categories'],
      ['tagIds', 'tags'],
      ['audienceIds', 'audiences'],
    ] as const) {
      const id = sample[field][0].id;
      const filtered = await eventsWith({ cityIds: [], [key]: [id] });
      expect(filtered.nodes.map((n) => n.id)).toContain(sample.id);
      expect(filtered.total).toBeLessThanOrEqual(all.total);
      expect(filtered.nodes.every((n) => n[field].some((item: Fields) => item.id === id))).toBe(true);
    }
  });

  it('filter by text', async () => {
    const all = await eventsWith({ cityIds: [] });
    const word = all.nodes[0].name.split(' ').find((w: string) => w.length > 4) ?? all.nodes[0].name;
    const found = await eventsWith({ cityIds: [], text: word });
    expect(found.nodes.map((n) => n.id)).toContain(all.nodes[0].id);
    expect(found.total).toBeLessThan(all.total);
  });

  // Which items fall in a period is the REST API's rule (rest-api/test/happenings-search.test.ts pins its clock at
  // week, month and year ends). Here: the gateway asks for the period and answers what the REST API found for it.
  it('filter by period: asks the REST API for the period and answers exactly its items, none past', async () => {
    const periods = { TODAY: 'today', THIS_WEEK: 'this_week', THIS_MONTH: 'this_month' } as const;
    const found: Record<string, Set<string>> = {};
    for (const [period, restPeriod] of Object.entries(periods)) {
      const response = await gateway.graphql(
        `query($filter: HappeningFilter) { events(first: 100, filter: $filter) { totalCount edges { node { rawId isPast } } } }`,
        { filter: { cityIds: [], period } },
      );
      expect(response.body.errors).toBeUndefined();
      const searches = response.calls.filter((call) => call.startsWith('GET /api/v1/events/search/'));
      expect(searches.length, period).toBeGreaterThan(0);
      expect(
        searches.every((call) => new URL(call.slice(4), 'http://x').searchParams.get('period') === restPeriod),
      ).toBe(true);
      const { events } = response.body.data!;
      const upstream = await restEvents(restPeriod);
      expect(events.totalCount, period).toBe(upstream.hits.total);
      const ids = events.edges.map((edge: Edge) => Number(edge.node.rawId));
      expect(new Set(ids), period).toEqual(new Set(upstream.hits.hits.map((hit) => hit._source.id)));
      expect(
        events.edges.every((edge: Edge) => !edge.node.isPast),
        period,
      ).toBe(true);
      found[period] = new Set(ids.map(String));
    }
    // Every period starts today: today's items are in both others, and the shorter of week and month lies in the other.
    const within = (a: Set<string>, b: Set<string>) => [...a].every((id) => b.has(id));
    expect(within(found.TODAY, found.THIS_WEEK) && within(found.TODAY, found.THIS_MONTH)).toBe(true);
    expect(within(found.THIS_WEEK, found.THIS_MONTH) || within(found.THIS_MONTH, found.THIS_WEEK)).toBe(true);
    expect(found.THIS_MONTH.size + found.THIS_WEEK.size).toBeGreaterThan(0);
  });

  it('filter by home list', async () => {
    const { homeLists } = await data('{ homeLists { id kind itemCount items(first: 50) { id } } }');
    const list = homeLists.find((l: Fields) => l.kind === 'EVENT');
    const filtered = await eventsWith({ cityIds: [], listId: list.id });
    expect(filtered.total).toBe(list.itemCount);
    expect(new Set(filtered.nodes.map((n) => n.id))).toEqual(new Set(list.items.map((i: Fields) => i.id)));
  });

  it('refuse ids of the wrong type in filters', async () => {
    const response = await gateway.graphql('{ events(filter: { categoryIds: ["Q2l0eTox"] }) { totalCount } }');
    expect(codes(response.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('list experiences with the same fields', async () => {
    const { experiences } = await data(
      `{ experiences(first: 5, filter: { cityIds: [] }) { totalCount edges { node { ...Card } } } } ${CARD}`,
    );
    expect(experiences.totalCount).toBeGreaterThan(0);
    expect(experiences.edges.every((e: Edge) => e.node.kind === 'EXPERIENCE')).toBe(true);
  });

  it('pages through every event with after cursors, without duplicates or gaps', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let total = -1;
    for (let page = 0; page < 20; page += 1) {
      const { events } = await data(
        'query($after: String) { events(first: 50, after: $after, filter: { cityIds: [] }) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }',
        { after },
      );
      total = events.totalCount;
      seen.push(...events.edges.map((e: Edge) => e.node.id));
      if (!events.pageInfo.hasNextPage) break;
      after = events.pageInfo.endCursor;
    }
    expect(total).toBeGreaterThan(100);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('give an empty connection past the end', async () => {
    const after = Buffer.from('100000').toString('base64');
    const { events } = await data(
      `{ events(after: "${after}") { totalCount edges { cursor } pageInfo { hasNextPage } } }`,
    );
    expect(events.edges).toEqual([]);
    expect(events.pageInfo.hasNextPage).toBe(false);
    expect(events.totalCount).toBeGreaterThan(0);
  });

  it('refuse first = 1000', async () => {
    const response = await gateway.graphql('{ events(first: 1000) { totalCount } }');
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'first must be between 0 and 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('single items', () => {
  it('are found by id or slug, with every field', async () => {
    const { events } = await data('{ events(first: 1) { edges { node { id slug } } } }');
    const { id, slug } = events.edges[0].node;
    const query = `query($id: ID, $slug: String) { event(id: $id, slug: $slug) { ...Card summary description price { isFree amount currency }
      image { url thumbnail alt } gallery { url thumbnail } location { latitude longitude venueName address district }
      workingHours { weekday opens closes } ticketUrl calendarLinks { google outlook ics } related(first: 3) { id city { id } } } } ${CARD}`;
    const byId = await data(query, { id });
    const bySlug = await data(query, { slug });
    expect(byId.event).toEqual(bySlug.event);
    const event = byId.event;
    expect(event.id).toBe(id);
    expect(event.calendarLinks.ics).toBe(`/calendar/event/${event.rawId}.ics`);
    expect(event.calendarLinks.google).toContain('calendar.google.com');
    expect(event.image.url).toMatch(/^\/media\//);
    expect(event.related.length).toBeLessThanOrEqual(3);
    expect(event.related.every((r: Fields) => r.id !== id && r.city.id === event.city.id)).toBe(true);
    expect(event.price.currency).toBe('SAR');
  });

  it('are null when unknown, and refused without id and slug or with an id of another type', async () => {
    expect(
      await data('{ event(slug: "no-such-event") { id } experience(id: "RXhwZXJpZW5jZTo5OTk5OTk=") { id } }'),
    ).toEqual({ event: null, experience: null });
    const neither = await gateway.graphql('{ event { id } }');
    expect(codes(neither.body)).toEqual(['BAD_USER_INPUT']);
    const wrongType = await gateway.graphql(`{ experience(id: "${globalId('City', 1)}") { id } }`);
    expect(codes(wrongType.body)).toEqual(['BAD_USER_INPUT']);
  });

  it('find experiences by slug', async () => {
    const { experiences } = await data(
      '{ experiences(first: 1, filter: { cityIds: [] }) { edges { node { id slug } } } }',
    );
    const { experience } = await data(`{ experience(slug: "${experiences.edges[0].node.slug}") { id kind } }`);
    expect(experience).toEqual({ id: experiences.edges[0].node.id, kind: 'EXPERIENCE' });
  });
});

describe('home', () => {
  it('recommends events and experiences of a city, and lists popular events', async () => {
    const result = await data(
      `query($city: ID) { recommendedEvents(first: 3, cityId: $city) { ...Card } recommendedExperiences(first: 2) { ...Card }
      popularEvents(first: 5, cityId: $city) { ...Card } } ${CARD}`,
      { city: globalId('City', 2) },
    );
    expect(result.recommendedEvents.length).toBeGreaterThan(0);
    expect(result.recommendedEvents.length).toBeLessThanOrEqual(3);
    expect(result.recommendedEvents.every((e: Fields) => e.city.name === 'Riyadh' && e.kind === 'EVENT')).toBe(true);
    expect(
      result.recommendedExperiences.every((e: Fields) => e.city.name === 'Jeddah' && e.kind === 'EXPERIENCE'),
    ).toBe(true);
    const counts = result.popularEvents.map((e: Fields) => e.attendanceCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it('gives home lists and slides with their items', async () => {
    const { homeLists, homeSlides } = await data(`{ homeLists { id name kind itemCount items(first: 3) { kind } }
      homeSlides { id title target url image { url } item { id kind } } }`);
    expect(homeLists.length).toBeGreaterThan(0);
    for (const list of homeLists) {
      expect(list.items.length).toBeLessThanOrEqual(3);
      expect(list.items.every((item: Fields) => item.kind === list.kind)).toBe(true);
    }
    expect(homeSlides).toHaveLength(5);
    for (const slide of homeSlides) {
      if (slide.target === 'URL') expect(slide.url).toBeTruthy();
      else expect(slide.item.kind).toBe(slide.target);
    }
  });
});

describe('node and nodes', () => {
  it('fetch every Node type by global id, and null for unknown ids', async () => {
    const ids = await data(
      '{ viewer { city { id } } eventCategories { id } audiences { id } homeLists { id } homeSlides { id } events(first: 1) { edges { node { id tags { id } organizer { id } } } } experiences(first: 1, filter: { cityIds: [] }) { edges { node { id } } } }',
    );
    const event = ids.events.edges[0].node;
    const good = [
      ids.viewer.city.id,
      ids.eventCategories[0].id,
      ids.audiences[0].id,
      ids.homeLists[0].id,
      ids.homeSlides[0].id,
      event.id,
      event.tags[0].id,
      event.organizer.id,
      ids.experiences.edges[0].node.id,
    ];
    const unknown = [globalId('Event', 999999), globalId('Unknown', 1)];
    const { nodes } = await data('query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
      ids: [...good, ...unknown],
    });
    expect(nodes.map((n: Fields) => n?.__typename)).toEqual([
      'City',
      'Category',
      'Audience',
      'HomeList',
      'HomeSlide',
      'Event',
      'Tag',
      'Organizer',
      'Experience',
      undefined,
      undefined,
    ]);
    expect(nodes.slice(0, good.length).map((n: Fields) => n.id)).toEqual(good);
    const { node } = await data(`{ node(id: "${event.id}") { id ... on Event { name } } }`);
    expect(node.id).toBe(event.id);
  });

  it('give BAD_USER_INPUT "Invalid id" for garbage, only on that entry', async () => {
    const response = await gateway.graphql(`{ nodes(ids: ["${globalId('City', 1)}", "not-an-id"]) { id } }`);
    expect(response.body.data?.nodes).toEqual([{ id: globalId('City', 1) }, null]);
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'Invalid id',
      path: ['nodes', 1],
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('locale', () => {
  it('gives Arabic names and texts for ar', async () => {
    const query = `{ events(first: 5) { edges { node { name summary location { venueName } categories { name } city { name } } } } }`;
    const ar = await data(query, undefined, { 'accept-language': 'ar' });
    const en = await data(query, undefined, { 'accept-language': 'en' });
    const arNodes = ar.events.edges.map((e: Edge) => e.node);
    expect(
      arNodes.every(
        (n: Fields) => ARABIC.test(n.name) && ARABIC.test(n.city.name) && ARABIC.test(n.categories[0].name),
      ),
    ).toBe(true);
    expect(en.events.edges.every((e: Edge) => !ARABIC.test(e.node.name))).toBe(true);
  });
});

describe('recordStats', () => {
  it('records a buy-tickets statistic', async () => {
    const { recordStats } = await data(
      `mutation { recordStats(input: { type: BUY_TICKETS, itemId: "${globalId('Event', 1)}" }) { recorded } }`,
    );
    expect(recordStats.recorded).toBe(true);
    const response = await gateway.graphql(
      `mutation { recordStats(input: { type: BUY_TICKETS, itemId: "${globalId('City', 1)}" }) { recorded } }`,
    );
    expect(codes(response.body)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('bad requests', () => {
  it('answer malformed queries with a clean parse error', async () => {
    const response = await gateway.graphql('{ events { ');
    expect(response.status).toBe(400);
    expect(codes(response.body)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('answer unknown fields with a validation error', async () => {
    const response = await gateway.graphql('{ events { nope } }');
    expect(response.status).toBe(400);
    expect(codes(response.body)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('refuse queries deeper than 12', async () => {
    const deep = `{ events { edges { node { organizer { id } related { organizer { id } city { id } } } } } x: homeLists { items { ... on Event { related { categories { id } } } } } }`;
    expect((await gateway.graphql(deep)).status).toBe(200);
    const tooDeep = `{ homeSlides { item { ... on Event { related { related { related { related { related { related { related { related { related { related { id } } } } } } } } } } } } } }`;
    const response = await gateway.graphql(tooDeep);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors?.[0].message).toMatch(/depth/i);
    expect(response.calls).toEqual([]);
  });

  it('refuse related lists nested in related lists (their size multiplies)', async () => {
    const response = await gateway.graphql(
      '{ events(first: 2) { edges { node { related(first: 2) { again: related { id } } } } } }',
    );
    expect(codes(response.body)).toContain('BAD_USER_INPUT');
    expect(response.body.errors?.[0].message).toBe('related cannot be nested inside related');
  });

  it('refuse too many aliases', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: viewer { locale }`).join(' ');
    const response = await gateway.graphql(`{ ${aliases} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].message).toMatch(/alias/i);
  });
});

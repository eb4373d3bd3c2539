// The multi-search (docs/search.md): results grouped by kind with a count per kind, one upstream call per kind
// whatever the page size, coded errors for over-long text and bad filters, and romanised spellings that find the
// Arabic names of the real seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Fields, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const SEARCH = `query ($text: String!, $first: Int, $kinds: [SearchKind!], $filter: SearchFilter) {
  search(text: $text, first: $first, kinds: $kinds, filter: $filter) {
    text totalCount
    groups { kind totalCount items { __typename
      ... on Node { id }
      ... on Place { name category { name } }
      ... on Event { name organizer { name } }
      ... on Experience { name }
      ... on Organizer { name }
      ... on Category { name kind }
      ... on Tag { name }
      ... on Article { title language } } } } }`;

const routeOf = (call: string) => call.split('?')[0];
/**
 * The searching calls of the kinds (those carrying the text): the reference lists the gateway keeps (cities) and the
 * batch that loads the organisers shown on events are set aside.
 */
const KIND_ROUTES = [
  'GET /api/v1/places/search/',
  'GET /api/v1/events/search/',
  'GET /api/v1/experiences/search/',
  'GET /api/v1/organizers/',
  'GET /api/v1/categories/',
  'GET /api/v1/tags/',
  'GET /api/v1/articles/search/',
];
const kindCalls = (calls: string[]) =>
  calls
    .filter((call) => /[?&](text|search)=/.test(call))
    .map(routeOf)
    .filter((route) => KIND_ROUTES.includes(route));

async function search(variables: Fields, headers: Record<string, string> = {}) {
  const response = await gateway.graphql(SEARCH, variables, headers);
  return response;
}

describe('multi-search', () => {
  it('groups results by kind in a fixed order with a count per kind, one upstream call per kind', async () => {
    const response = await search({ text: 'Jeddah', cityIds: undefined, filter: { cityIds: [] } });
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data!.search;
    expect(result.text).toBe('Jeddah');
    expect(result.groups.map((group: Fields) => group.kind)).toEqual([
      'PLACES',
      'EVENTS',
      'EXPERIENCES',
      'ORGANIZERS',
      'CATEGORIES',
      'TAGS',
      'ARTICLES',
    ]);
    const typeOf: Record<string, string> = {
      PLACES: 'Place',
      EVENTS: 'Event',
      EXPERIENCES: 'Experience',
      ORGANIZERS: 'Organizer',
      CATEGORIES: 'Category',
      TAGS: 'Tag',
      ARTICLES: 'Article',
    };
    for (const group of result.groups) {
      expect(group.items.length).toBeLessThanOrEqual(5);
      expect(group.totalCount).toBeGreaterThanOrEqual(group.items.length);
      for (const item of group.items) expect(item.__typename).toBe(typeOf[group.kind]);
    }
    expect(result.groups[0].totalCount).toBeGreaterThan(0);
    expect(result.totalCount).toBe(result.groups.reduce((sum: number, group: Fields) => sum + group.totalCount, 0));
    expect(kindCalls(response.calls).sort()).toEqual([...KIND_ROUTES].sort());
  });

  it('makes the same calls for 1 result per kind as for 50 (organisers of events come in one batch)', async () => {
    const few = await search({ text: 'festival', first: 1, filter: { cityIds: [] } });
    const many = await search({ text: 'festival', first: 50, filter: { cityIds: [] } });
    expect(many.body.errors).toBeUndefined();
    expect(kindCalls(many.calls).sort()).toEqual([...KIND_ROUTES].sort());
    expect(kindCalls(few.calls).sort()).toEqual([...KIND_ROUTES].sort());
    expect(many.calls.filter((call) => call.startsWith('GET /api/v1/organizers/?ids=')).length).toBeLessThanOrEqual(1);
  });

  it('finds articles in both languages by their titles, romanised spellings included, in one upstream call', async () => {
    // "Kornaish" is in no title: the Arabic article's كورنيش has its romanised key
    const response = await search({ text: 'Kornaish', first: 50, kinds: ['ARTICLES'] });
    expect(response.body.errors).toBeUndefined();
    const [group] = response.body.data!.search.groups;
    expect(group.kind).toBe('ARTICLES');
    expect(group.totalCount).toBe(group.items.length);
    expect(group.items.some((item: Fields) => item.language === 'AR' && item.title.includes('كورنيش'))).toBe(true);
    expect(kindCalls(response.calls)).toEqual(['GET /api/v1/articles/search/']);
    expect(response.calls.filter((call) => call.startsWith('GET /api/v1/articles/'))).toHaveLength(1);

    const english = await search({ text: 'Hegra', kinds: ['ARTICLES'] });
    const titles = english.body.data!.search.groups[0].items.map((item: Fields) => item.title);
    expect(titles[0]).toMatch(/Hegra/);
  });

  it('searches only the kinds asked for', async () => {
    const response = await search({ text: 'coffee', kinds: ['TAGS', 'PLACES'] });
    expect(response.body.data!.search.groups.map((group: Fields) => group.kind)).toEqual(['PLACES', 'TAGS']);
    expect(kindCalls(response.calls).sort()).toEqual(['GET /api/v1/places/search/', 'GET /api/v1/tags/']);
  });

  it('with a happening filter, searches events and experiences only and passes the filter on', async () => {
    const response = await search({ text: 'a', filter: { period: 'THIS_MONTH', cityIds: [] } });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.search.groups.map((group: Fields) => group.kind)).toEqual(['EVENTS', 'EXPERIENCES']);
    expect(kindCalls(response.calls)).toHaveLength(2);
    expect(
      response.calls.filter((call) => call.includes('/search/')).every((call) => call.includes('period=this_month')),
    ).toBe(true);
  });

  it('refuses over-long text, blank text, a bad date, a bad first and ids of the wrong type with coded errors', async () => {
    const tooLong = await search({ text: 'x'.repeat(201) }, { 'accept-language': 'ar' });
    expect(tooLong.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'search_text_too_long',
      field: 'text',
    });
    expect(tooLong.body.errors?.[0].message).toBe('يجب ألا يزيد نص البحث على 200 حرفًا.');
    expect(tooLong.calls).toEqual([]);
    const cases: [Fields, string][] = [
      [{ text: '   ' }, 'search_text_blank'],
      [{ text: 'tour', filter: { date: '2026-02-30' } }, 'search_date_invalid'],
      [{ text: 'tour', first: 51 }, 'search_first_invalid'],
    ];
    for (const [variables, reason] of cases) {
      const response = await search(variables);
      expect(response.body.errors?.[0].extensions, reason).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    const wrongType = await search({ text: 'tour', filter: { categoryId: Buffer.from('Tag:1').toString('base64') } });
    expect(wrongType.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

/**
 * Spellings seen on signs and maps that appear nowhere in the seed's English text, each with the Arabic district
 * name of the seed it stands for: the romanised key finds the same places.
 */
const SPELLINGS: [latin: string, arabic: string][] = [
  ['Olaia', 'العليا'],
  ['Al-Hamraa', 'الحمراء'],
  ['Raudha', 'الروضة'],
  ['Andalous', 'الأندلس'],
  ['Shatea', 'الشاطئ'],
  ['Kornaish', 'الكورنيش'],
  ['Naim', 'النعيم'],
  ['Obhor', 'أبحر'],
  ['Rihab', 'الرحاب'],
  ['Khaldiyah', 'الخالدية'],
  ['Mohamadiya', 'المحمدية'],
  ['Hitteen', 'حطين'],
  ['Sulaimaniyah', 'السليمانية'],
  ['Morabba', 'المربع'],
  ['Yasmeen', 'الياسمين'],
  ['Nakhil', 'النخيل'],
  ['Raboua', 'الربوة'],
  ['Sahafah', 'الصحافة'],
  ['Deira', 'الديرة'],
  ['Faisaliah', 'الفيصلية'],
  ['Jadeeda', 'الجديدة'],
  ['Muftahah', 'المفتاحة'],
];

describe('romanised search through the gateway', () => {
  const placeIds = async (text: string) => {
    const response = await search({ text, first: 50, kinds: ['PLACES'], filter: { cityIds: [] } });
    expect(response.body.errors, text).toBeUndefined();
    return new Set<string>(response.body.data!.search.groups[0].items.map((item: Fields) => item.id));
  };

  it(`finds the places of ${SPELLINGS.length} Arabic district names by a romanised spelling`, async () => {
    expect(SPELLINGS.length).toBeGreaterThanOrEqual(20);
    const missed: string[] = [];
    for (const [latin, arabic] of SPELLINGS) {
      const byArabic = await placeIds(arabic);
      const byLatin = await placeIds(latin);
      if (byArabic.size === 0 || ![...byArabic].some((id) => byLatin.has(id))) missed.push(`${latin} -> ${arabic}`);
    }
    expect(missed).toEqual([]);
  });

  it('finds Arabic spelling variants the same way ("جده" and "جدة")', async () => {
    const a = await search({ text: 'موسم جده', kinds: ['EVENTS'], filter: { cityIds: [] } });
    const b = await search({ text: 'موسم جدة', kinds: ['EVENTS'], filter: { cityIds: [] } });
    expect(a.body.data!.search.groups[0].totalCount).toBe(b.body.data!.search.groups[0].totalCount);
  });
});

describe('date filter of the events and experiences lists', () => {
  it('passes a day on and refuses one that does not exist', async () => {
    const query = 'query ($filter: HappeningFilter) { events(first: 3, filter: $filter) { totalCount } }';
    const ok = await gateway.graphql(query, { filter: { date: '2026-12-01', cityIds: [] } });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.calls.some((call) => call.includes('/events/search/') && call.includes('date=2026-12-01'))).toBe(true);
    const bad = await gateway.graphql(query, { filter: { date: '2026-02-30' } });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('recommended and popular rows of the lists', () => {
  it('answers both kinds, one upstream call each', async () => {
    const response = await gateway.graphql(`{
      recommended: recommendedHappenings(kind: EXPERIENCE, first: 3) { __typename }
      popular: popularHappenings(kind: EVENT, first: 3) { __typename }
      popularExperiences(first: 2) { id } }`);
    expect(response.body.errors).toBeUndefined();
    const data = response.body.data!;
    expect(data.recommended.every((item: Fields) => item.__typename === 'Experience')).toBe(true);
    expect(data.popular.every((item: Fields) => item.__typename === 'Event')).toBe(true);
    expect(data.popularExperiences.length).toBeLessThanOrEqual(2);
    expect(response.calls.filter((call) => call.includes('/popular/'))).toHaveLength(2);
  });
});

describe('the other cities of a search narrowed to one', () => {
  const COUNTED = `query ($text: String!, $filter: SearchFilter) {
    search(text: $text, filter: $filter) { totalCount otherCitiesCount groups { kind totalCount } } }`;
  const inCities = (groups: Fields[]) =>
    groups
      .filter((group) => ['PLACES', 'EVENTS', 'EXPERIENCES'].includes(group.kind))
      .reduce((sum, group) => sum + group.totalCount, 0);

  it('counts the results the other cities hold, one count call per kind the city narrows', async () => {
    const narrowed = await gateway.graphql(COUNTED, { text: 'Diriyah' });
    expect(narrowed.body.errors).toBeUndefined();
    const everywhere = await gateway.graphql(COUNTED, { text: 'Diriyah', filter: { cityIds: ['all'] } });
    const here = narrowed.body.data!.search;
    const all = everywhere.body.data!.search;
    expect(all.otherCitiesCount).toBeNull();
    // the seed holds Diriyah's places, events and experiences in Riyadh, not in Jeddah, the default city
    expect(here.otherCitiesCount).toBeGreaterThan(0);
    expect(here.otherCitiesCount).toBe(inCities(all.groups) - inCities(here.groups));
    const searching = kindCalls(narrowed.calls);
    expect(searching.filter((call) => call === 'GET /api/v1/places/search/')).toHaveLength(2);
    expect(searching.filter((call) => call === 'GET /api/v1/events/search/')).toHaveLength(2);
    expect(searching.filter((call) => call === 'GET /api/v1/experiences/search/')).toHaveLength(2);
    expect(searching).toHaveLength(KIND_ROUTES.length + 3);
    // every city: nothing to count
    expect(kindCalls(everywhere.calls)).toHaveLength(KIND_ROUTES.length);
  });

  it('makes no count call when the field is not asked', async () => {
    const response = await search({ text: 'Diriyah' });
    expect(response.body.errors).toBeUndefined();
    expect(kindCalls(response.calls).sort()).toEqual([...KIND_ROUTES].sort());
  });

  it('counts with the happening filters, in the kinds they narrow only', async () => {
    const filter = { period: 'THIS_MONTH' };
    const narrowed = await gateway.graphql(COUNTED, { text: 'a', filter });
    const everywhere = await gateway.graphql(COUNTED, { text: 'a', filter: { ...filter, cityIds: ['all'] } });
    expect(narrowed.body.errors).toBeUndefined();
    const here = narrowed.body.data!.search;
    expect(here.otherCitiesCount).toBe(inCities(everywhere.body.data!.search.groups) - inCities(here.groups));
    const searching = kindCalls(narrowed.calls);
    expect(searching).toHaveLength(4);
    expect(searching.every((call) => call.includes('/events/') || call.includes('/experiences/'))).toBe(true);
  });
});

// Sends each screen's route query to the gateway as the client does (its persisted id) and measures upstream calls per
// request (from the gateway's x-upstream-calls debug header) and latency.
import home from '../../client/src/routes/home/__generated__/HomeScreenQuery.graphql.ts';
import list from '../../client/src/routes/happenings/list/__generated__/HappeningListScreenQuery.graphql.ts';
import detail from '../../client/src/routes/happenings/detail/__generated__/HappeningDetailScreenQuery.graphql.ts';
import placesHome from '../../client/src/routes/places/home/__generated__/PlacesHomeScreenQuery.graphql.ts';
import placeList from '../../client/src/routes/places/list/__generated__/PlaceListScreenQuery.graphql.ts';
import placeDetail from '../../client/src/routes/places/detail/__generated__/PlaceDetailScreenQuery.graphql.ts';
import articleList from '../../client/src/routes/articles/list/__generated__/ArticleListScreenQuery.graphql.ts';
import articleDetail from '../../client/src/routes/articles/detail/__generated__/ArticleDetailScreenQuery.graphql.ts';
import curatedLists from '../../client/src/routes/curatedLists/list/__generated__/CuratedListsScreenQuery.graphql.ts';
import curatedList from '../../client/src/routes/curatedLists/detail/__generated__/CuratedListScreenQuery.graphql.ts';
import curatedListItems from '../../client/src/routes/curatedLists/detail/__generated__/CuratedListItemsPagingQuery.graphql.ts';

/** A seeded article and a seeded list of 20 mixed items (rest-api/src/seed/reading). */
const ARTICLE_SLUG = 'al-balad-walk';
const LIST_SLUG = 'jeddah-weekend-picks';

interface ScreenCase {
  screen: string;
  documentId: string;
  variables: Record<string, unknown>;
  locale: 'en' | 'ar';
  /** At most this many calls to one upstream route (a mixed list: one call per kind); absent: no budget. */
  callsPerRouteBudget?: number;
}

export interface ScreenFigures {
  screen: string;
  locale: string;
  upstreamCalls: number;
  repeatedCalls: number;
  /** The most calls made to one upstream route (path without its query): per-item calls show here. */
  callsPerRoute: number;
  callsPerRouteBudget: number | null;
  medianMs: number;
  p95Ms: number;
}

/** A route query artifact's persisted document id (what the client sends). */
export const documentIdOf = (artifact: unknown) => (artifact as { params: { id: string } }).params.id;

async function post(url: string, documentId: string, variables: Record<string, unknown>, locale: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale, 'x-graphql-csrf': '1' },
    // Every route query names the page it is for ($pageUrl: the page's popups).
    body: JSON.stringify({ documentId, variables: { pageUrl: '/', ...variables } }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${body.errors.map((e) => e.message).join('; ')}`);
  const calls = JSON.parse(response.headers.get('x-upstream-calls') ?? '[]') as string[];
  return { body, calls };
}

/** A list answer as far as the bench reads it: the slugs of its items. */
type FirstSlugs<List extends string> = Record<List, { edges: { node: { slug: string } }[] }>;

/** The slugs of the first event, experience and place in their lists, for detail pages to measure. */
export async function firstSlugs(url: string): Promise<{ event: string; experience: string; place: string }> {
  const events = await post(url, documentIdOf(list), { kind: 'EVENT', filter: {}, listIds: [], showRows: true }, 'en');
  const experiences = await post(
    url,
    documentIdOf(list),
    { kind: 'EXPERIENCE', filter: {}, listIds: [], showRows: true },
    'en',
  );
  const places = await post(url, documentIdOf(placeList), { filter: {} }, 'en');
  return {
    event: (events.body.data as FirstSlugs<'happenings'>).happenings.edges[0].node.slug,
    experience: (experiences.body.data as FirstSlugs<'happenings'>).happenings.edges[0].node.slug,
    place: (places.body.data as FirstSlugs<'places'>).places.edges[0].node.slug,
  };
}

/** The global id of the seeded 20-item list, for its items query. */
async function listId(url: string): Promise<string> {
  const answer = await post(url, documentIdOf(curatedList), { slug: LIST_SLUG }, 'en');
  return (answer.body.data as { curatedList: { id: string } }).curatedList.id;
}

export async function screenCases(url: string): Promise<ScreenCase[]> {
  const { event: firstEvent, experience: firstExperience, place: firstPlace } = await firstSlugs(url);
  const twentyItems = await listId(url);
  const cases: ScreenCase[] = [];
  for (const locale of ['en', 'ar'] as const) {
    cases.push(
      { screen: 'home', documentId: documentIdOf(home), variables: { cityId: null }, locale },
      {
        screen: 'events',
        documentId: documentIdOf(list),
        variables: { kind: 'EVENT', filter: {}, listIds: [], showRows: true },
        locale,
      },
      {
        screen: 'events this week',
        documentId: documentIdOf(list),
        variables: { kind: 'EVENT', filter: { period: 'THIS_WEEK' }, listIds: [], showRows: false },
        locale,
      },
      {
        screen: 'experiences',
        documentId: documentIdOf(list),
        variables: { kind: 'EXPERIENCE', filter: {}, listIds: [], showRows: true },
        locale,
      },
      {
        screen: 'event detail',
        documentId: documentIdOf(detail),
        variables: { slug: firstEvent, kind: 'EVENT' },
        locale,
      },
      {
        screen: 'experience detail',
        documentId: documentIdOf(detail),
        variables: { slug: firstExperience, kind: 'EXPERIENCE' },
        locale,
      },
      { screen: 'places home', documentId: documentIdOf(placesHome), variables: {}, locale },
      { screen: 'places', documentId: documentIdOf(placeList), variables: { filter: {} }, locale },
      {
        screen: 'places open now',
        documentId: documentIdOf(placeList),
        variables: { filter: { openNow: true } },
        locale,
      },
      { screen: 'place detail', documentId: documentIdOf(placeDetail), variables: { slug: firstPlace }, locale },
      { screen: 'articles', documentId: documentIdOf(articleList), variables: { filter: {} }, locale },
      {
        screen: 'articles in Arabic',
        documentId: documentIdOf(articleList),
        variables: { filter: { language: 'AR' } },
        locale,
      },
      { screen: 'article detail', documentId: documentIdOf(articleDetail), variables: { slug: ARTICLE_SLUG }, locale },
      { screen: 'curated lists', documentId: documentIdOf(curatedLists), variables: {}, locale },
      {
        screen: 'curated list',
        documentId: documentIdOf(curatedList),
        variables: { slug: LIST_SLUG },
        locale,
        callsPerRouteBudget: 1,
      },
      {
        screen: 'curated list, 20 items',
        documentId: documentIdOf(curatedListItems),
        variables: { id: twentyItems, first: 20 },
        locale,
        callsPerRouteBudget: 1,
      },
    );
  }
  return cases;
}

/** Calls are "GET /api/v1/events/search/?ids=..."; per kind means per path. */
function mostCallsToOneRoute(calls: string[]): number {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const route = call.split('?')[0];
    counts.set(route, (counts.get(route) ?? 0) + 1);
  }
  return Math.max(0, ...counts.values());
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function measureScreens(url: string, repetitions: number): Promise<ScreenFigures[]> {
  const figures: ScreenFigures[] = [];
  for (const { screen, documentId, variables, locale, callsPerRouteBudget } of await screenCases(url)) {
    const { calls } = await post(url, documentId, variables, locale);
    const durations: number[] = [];
    for (let i = 0; i < repetitions; i++) {
      const started = performance.now();
      await post(url, documentId, variables, locale);
      durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    figures.push({
      screen,
      locale,
      upstreamCalls: calls.length,
      repeatedCalls: calls.length - new Set(calls).size,
      callsPerRoute: mostCallsToOneRoute(calls),
      callsPerRouteBudget: callsPerRouteBudget ?? null,
      medianMs: percentile(durations, 50),
      p95Ms: percentile(durations, 95),
    });
  }
  return figures;
}

// THE home screen query: one GraphQL request, a small constant number of upstream calls, none repeated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway, type Fields } from '../support/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const HOME = `query Home($items: Int!, $listItems: Int!) {
  viewer { locale direction city { id name } }
  cities { edges { node { id name isDefault } } }
  homeSlides { id title subtitle image { url thumbnail alt } target url
    item { id name kind startDate city { name } categories { name } organizer { name } } }
  recommendedEvents(first: $items) { ...Card }
  recommendedExperiences(first: $items) { ...Card }
  homeLists { id name description kind itemCount items(first: $listItems) { ...Card } }
}
fragment Card on Happening {
  id rawId slug name summary startDate endDate isPast attendanceCount
  price { isFree amount currency } image { url thumbnail alt }
  categories { id name } audiences { id name } tags { id name } organizer { id name logo } city { id name }
  location { venueName district } calendarLinks { google outlook ics }
}`;

/** The REST id inside a global id. */
const rawId = (globalId: string) => atob(globalId).split(':')[1];

/** The route of a call without its query string ("GET /api/v1/events/search/"). */
const routeOf = (call: string) => call.split('?')[0];

async function home(items: number, listItems: number, headers: Record<string, string> = {}) {
  const response = await gateway.graphql(HOME, { items, listItems }, headers);
  expect(response.body.errors).toBeUndefined();
  return response;
}

describe('the home screen query', () => {
  it('makes no upstream GET twice and no call per item', async () => {
    const { calls, body } = await home(10, 10);
    const data = body.data!;
    const itemCount =
      data.recommendedEvents.length +
      data.recommendedExperiences.length +
      data.homeLists.reduce((n: number, l: Fields) => n + l.items.length, 0);
    expect(itemCount).toBeGreaterThan(30);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls.every((call) => call.startsWith('GET '))).toBe(true);
    // Item detail routes (/events/12/) would mean a call per item.
    expect(calls.filter((call) => /\/(events|experiences|organizers)\/\d+\//.test(call))).toEqual([]);
    // The organizers of every list (slides, recommended, home lists) in one batch, once all of them have arrived.
    const organizerCalls = calls.filter((call) => call.startsWith('GET /api/v1/organizers/'));
    expect(organizerCalls).toHaveLength(1);
    const organizerIds = new Set(organizerCalls[0].split('ids=')[1].split('&')[0].split(','));
    const shown = [
      ...data.recommendedEvents,
      ...data.recommendedExperiences,
      ...data.homeLists.flatMap((l: Fields) => l.items),
      ...data.homeSlides.map((s: Fields) => s.item).filter(Boolean),
    ];
    const shownOrganizers = new Set(
      shown
        .map((item: Fields) => item.organizer?.id)
        .filter(Boolean)
        .map(rawId),
    );
    expect(organizerIds).toEqual(shownOrganizers);
    // Slide items that arrived inside the lists are not fetched again: only the others are.
    const listed = new Set(
      [
        ...data.recommendedEvents,
        ...data.recommendedExperiences,
        ...data.homeLists.flatMap((l: Fields) => l.items),
      ].map((item: Fields) => item.id),
    );
    const unlisted = data.homeSlides
      .map((s: Fields) => s.item?.id)
      .filter((id: string | undefined) => id && !listed.has(id))
      .map(rawId);
    const fetchedById = calls
      .filter((call) => call.includes('/search/?ids='))
      .flatMap((call) => call.split('ids=')[1].split('&')[0].split(','));
    expect(fetchedById.sort()).toEqual(unlisted.sort());
    expect(calls.length).toBeLessThanOrEqual(10);
  });

  it('makes the same calls however many items are shown', async () => {
    const few = await home(1, 1);
    const many = await home(20, 20);
    const manyItems = many.body.data!.homeLists.reduce((n: number, l: Fields) => n + l.items.length, 0);
    const fewItems = few.body.data!.homeLists.reduce((n: number, l: Fields) => n + l.items.length, 0);
    expect(manyItems).toBeGreaterThan(fewItems);
    // The same routes, each called no more often (never a call per item).
    const count = (calls: string[]) =>
      calls.reduce((map, call) => map.set(routeOf(call), (map.get(routeOf(call)) ?? 0) + 1), new Map<string, number>());
    const fewRoutes = count(few.calls);
    const manyRoutes = count(many.calls);
    // (Fewer items can only mean more calls: slide items missing from short lists are fetched by id.)
    for (const [route, times] of manyRoutes) expect(times, route).toBeLessThanOrEqual(fewRoutes.get(route) ?? 0);
    expect(few.calls.filter((call) => call.startsWith('GET /api/v1/organizers/'))).toHaveLength(1);
    expect(many.calls.length).toBeLessThanOrEqual(10);
  });

  it('comes out in Arabic for ar, with the same calls', async () => {
    const en = await home(5, 5);
    const ar = await home(5, 5, { 'accept-language': 'ar' });
    expect(ar.body.data!.viewer.direction).toBe('rtl');
    expect(ar.body.data!.homeLists[0].name).not.toBe(en.body.data!.homeLists[0].name);
    expect(ar.calls.length).toBe(en.calls.length);
  });

  it("reads the items' texts in the viewer's language only, and the shared reference data in both", async () => {
    for (const locale of ['en', 'ar'] as const) {
      const { calls, body } = await home(5, 5, { 'accept-language': locale });
      const itemReads = calls.filter((call) =>
        /\/(home-lists|home-slides|events\/recommended|experiences\/recommended)\//.test(call),
      );
      expect(itemReads.length).toBeGreaterThanOrEqual(4);
      for (const call of itemReads) expect(call).toMatch(new RegExp(`[?&]texts=${locale}(&|$)`));
      // Cities and categories are kept for every language (the reference cache): they are read whole.
      const referenceReads = calls.filter((call) => /\/(cities|categories|audiences)\//.test(call));
      expect(referenceReads.length).toBeGreaterThan(0);
      for (const call of referenceReads) expect(call).not.toContain('texts=');
      const names = body.data!.homeLists.flatMap((list: Fields) => [
        list.name,
        ...list.items.map((i: Fields) => i.name),
      ]);
      const arabic = names.filter((name: string) => /[\u0600-\u06FF]/.test(name));
      expect(arabic.length).toBe(locale === 'ar' ? names.length : 0);
    }
  });

  it('asks the upstream for as many list items as the query shows, in one call', async () => {
    const { calls } = await home(3, 20);
    expect(calls.filter((call) => call.includes('/home-lists/'))).toEqual([
      'GET /api/v1/home-lists/?cities=1&items_per_list=20&texts=en',
    ]);
  });
});

// THE home screen query: one GraphQL request, a small constant number of upstream calls, none repeated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';

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
    const itemCount = data.recommendedEvents.length + data.recommendedExperiences.length + data.homeLists.reduce((n: number, l: any) => n + l.items.length, 0);
    expect(itemCount).toBeGreaterThan(30);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls.every((call) => call.startsWith('GET '))).toBe(true);
    // Item detail routes (/events/12/) would mean a call per item.
    expect(calls.filter((call) => /\/(events|experiences|organizers)\/\d+\//.test(call))).toEqual([]);
    expect(calls.length).toBeLessThanOrEqual(15);
  });

  it('makes the same calls however many items are shown', async () => {
    const few = await home(1, 1);
    const many = await home(20, 20);
    const manyItems = many.body.data!.homeLists.reduce((n: number, l: any) => n + l.items.length, 0);
    const fewItems = few.body.data!.homeLists.reduce((n: number, l: any) => n + l.items.length, 0);
    expect(manyItems).toBeGreaterThan(fewItems);
    // The same routes, each called no more often (batches may split differently, never grow per item).
    const count = (calls: string[]) => calls.reduce((map, call) => map.set(routeOf(call), (map.get(routeOf(call)) ?? 0) + 1), new Map<string, number>());
    const fewRoutes = count(few.calls);
    const manyRoutes = count(many.calls);
    for (const [route, times] of manyRoutes) expect(times).toBeLessThanOrEqual(Math.max(fewRoutes.get(route) ?? 0, 3));
    expect(many.calls.length).toBeLessThanOrEqual(15);
  });

  it('comes out in Arabic for ar, with the same calls', async () => {
    const en = await home(5, 5);
    const ar = await home(5, 5, { 'accept-language': 'ar' });
    expect(ar.body.data!.viewer.direction).toBe('rtl');
    expect(ar.body.data!.homeLists[0].name).not.toBe(en.body.data!.homeLists[0].name);
    expect(ar.calls.length).toBe(en.calls.length);
  });

  it('asks the upstream for as many list items as the query shows, in one call', async () => {
    const { calls } = await home(3, 20);
    expect(calls.filter((call) => call.includes('/home-lists/'))).toEqual(['GET /api/v1/home-lists/?cities=1&items_per_list=20']);
  });
});

// The ids loaders against the real rest-api: batches never ask for more ids than the REST paging limit allows.
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLoaders, type Loaders } from '../../src/loaders/index.ts';
import { createUpstreamHttp } from '../../src/upstream/client.ts';
import { routes } from '../../src/upstream/routes.ts';
import { UpstreamSession } from '../../src/upstream/session.ts';
import { sourcesOf, type RestHappening } from '../../src/upstream/types.ts';

function session() {
  const config = { ...loadConfig({}), upstreamUrl: inject('restApiUrl') };
  const upstream = new UpstreamSession({
    http: createUpstreamHttp(config),
    identity: { locale: 'en' },
    clientKey: config.clientKey,
    timeoutMs: config.upstreamTimeoutMs,
  });
  return { upstream, loaders: createLoaders(upstream) };
}

const LOADERS: [
  string,
  (loaders: Loaders) => Loaders['tags'] | Loaders['organizers'] | Loaders['happenings']['event'],
][] = [
  ['events', (loaders) => loaders.happenings.event],
  ['experiences', (loaders) => loaders.happenings.experience],
  ['organizers', (loaders) => loaders.organizers],
  ['tags', (loaders) => loaders.tags],
];

describe('ids loaders', () => {
  it.each(LOADERS)('load 150 %s in 2 calls of at most 100 ids', async (_, pick) => {
    const { upstream, loaders } = session();
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const found = await pick(loaders).loadMany(ids);
    expect(found.filter((item) => item instanceof Error)).toEqual([]);
    expect(upstream.calls).toHaveLength(2);
    const asked = upstream.calls.map(
      (call) => new URL(call.url, 'http://x').searchParams.get('ids')!.split(',').length,
    );
    expect(asked.sort((a, b) => a - b)).toEqual([50, 100]);
    // each id comes back as itself or null (ids that do not exist)
    found.forEach((item, i) => expect(item === null || (item as { id: number }).id === ids[i]).toBe(true));
    expect(found.filter(Boolean).length).toBeGreaterThan(0);
  });
});

// No resolver asks for it: the session hands every answer's items to the by-id loaders (the route table says what
// each answer brings), so lookups of listed items make no call.
describe('answers prime the by-id loaders', () => {
  it('a search answer fills the events loader', async () => {
    const { upstream, loaders } = session();
    const page = await upstream.get(routes.search('event', { per_page: 5, include_past: true }));
    const ids = sourcesOf(page).map((item) => item.id);
    expect(ids).toHaveLength(5);
    const found = await loaders.happenings.event.loadMany(ids);
    expect(found.map((item) => (item as RestHappening).id)).toEqual(ids);
    expect(upstream.calls).toHaveLength(1);
  });

  it('an item that arrives while its lookup waits is not fetched (held batch)', async () => {
    const { upstream } = session();
    const route = routes.search('experience', { per_page: 3, include_past: true });
    const first = sourcesOf(await upstream.get(route)).map((item) => item.id);
    const fresh = session();
    // The lookup is asked first; the list that brings the item arrives before the held batch would go out.
    const lookup = fresh.loaders.happenings.experience.load(first[0]);
    await fresh.upstream.get(route);
    expect((await lookup)?.id).toBe(first[0]);
    expect(fresh.upstream.calls).toHaveLength(1);
    expect(upstream.calls).toHaveLength(1);
  });

  it('a home list embeds items of its kind into their loader', async () => {
    const { upstream, loaders } = session();
    const lists = (await upstream.get(routes.homeLists({ cities: 1, items_per_list: 3 }))).results;
    const items = lists.flatMap((list) => list.items);
    expect(items.length).toBeGreaterThan(0);
    await Promise.all(items.map((item) => loaders.happenings[item.kind].load(item.id)));
    expect(upstream.calls).toHaveLength(1);
  });

  it('place lists fill the places loader', async () => {
    const { upstream, loaders } = session();
    const searched = sourcesOf(await upstream.get(routes.placeSearch({ per_page: 3, starting: 0 })));
    const { latitude, longitude } = searched[0].location!;
    const near = routes.nearbyPlaces({ latitude, longitude, distance: 50, place_id: searched[0].id, page_size: 1 });
    const [nearby] = (await upstream.get(near)).results;
    await loaders.places.byId.loadMany([...searched, nearby].map((place) => place.id));
    expect(upstream.calls).toHaveLength(2);
  });
});

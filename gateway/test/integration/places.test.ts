// Places queries against the real rest-api: categories, the places list with every filter and order, one place,
// nearby places, opening status, nodes and the map key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway, type Edge, type Fields } from '../support/gateway.ts';
import { ARABIC, codes, globalId } from '../support/queries.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const CARD = `fragment PlaceCard on Place { id rawId slug shareId name category { id name } subcategory { id name category { id } }
  tags { id name } features city { id rawId } location { latitude longitude address district venueName } distanceKm checkInCount
  openingStatus { state closesAt opensOn opensAt } openingHours { weekday closed allDay spans { opens closes } } }`;

async function data(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
  const response = await gateway.graphql(query, variables, headers);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!;
}

async function placesWith(filter: Record<string, unknown>, first = 100, headers?: Record<string, string>) {
  const result = await data(
    `query($filter: PlaceFilter, $first: Int) { places(first: $first, filter: $filter) { totalCount edges { node { ...PlaceCard } } } } ${CARD}`,
    { filter, first },
    headers,
  );
  return {
    total: result.places.totalCount as number,
    nodes: result.places.edges.map((edge: Edge) => edge.node) as Fields[],
  };
}

async function errorOf(query: string, variables?: Record<string, unknown>) {
  const response = await gateway.graphql(query, variables);
  return { codes: codes(response.body), messages: (response.body.errors ?? []).map((error) => error.message) };
}

const PLACES_ERROR = 'query($filter: PlaceFilter) { places(filter: $filter) { totalCount } }';

describe('placeCategories', () => {
  it('lists the categories with their subcategories and the counts of the default city', async () => {
    const { placeCategories } = await data(
      '{ placeCategories { id rawId slug name icon placeCount subcategories { id slug name category { id } } } }',
    );
    expect(placeCategories.map((category: Fields) => category.slug)).toEqual(
      expect.arrayContaining(['restaurants', 'cafes', 'malls', 'museums', 'parks', 'beaches', 'hotels']),
    );
    for (const category of placeCategories) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(5);
      for (const sub of category.subcategories) expect(sub.category.id).toBe(category.id);
      expect(category.icon).not.toBe('');
    }
    // Every place of the city has one category: the counts add up to the city's places.
    const total = placeCategories.reduce((sum: number, category: Fields) => sum + category.placeCount, 0);
    expect(total).toBeGreaterThanOrEqual(150);
    expect((await placesWith({}, 1)).total).toBe(total);
  });

  it('counts the places of the city of the cityId argument, in Arabic for ar', async () => {
    const jeddah = await data('{ placeCategories { rawId placeCount } }');
    const query = `query ($city: ID) {
      viewer { city(id: $city) { rawId } }
      placeCategories(cityId: $city) { rawId name placeCount subcategories { name } }
    }`;
    const other = await data(query, { city: globalId('City', 3) }, { 'accept-language': 'ar' });
    expect(other.viewer.city.rawId).toBe(3);
    const sum = (list: Fields[]) => list.reduce((total, category) => total + category.placeCount, 0);
    expect(sum(other.placeCategories)).toBe((await placesWith({ cityId: globalId('City', 3) }, 1)).total);
    expect(sum(other.placeCategories)).not.toBe(sum(jeddah.placeCategories));
    for (const category of other.placeCategories) expect(category.name).toMatch(ARABIC);
    // An unknown city counts the default city's places, as Viewer.city falls back to it.
    const unknown = await data('query ($city: ID) { placeCategories(cityId: $city) { rawId placeCount } }', {
      city: globalId('City', 99999),
    });
    expect(unknown.placeCategories).toEqual(jeddah.placeCategories);
  });

  it("counts a place's category in the place's own city", async () => {
    const other = await data('query ($city: ID) { placeCategories(cityId: $city) { id placeCount } }', {
      city: globalId('City', 3),
    });
    const { nodes } = await placesWith({ cityId: globalId('City', 3) }, 1);
    const { node } = await data(`{ node(id: "${nodes[0].id}") { ... on Place { category { id placeCount } } } }`);
    expect(other.placeCategories).toContainEqual(node.category);
  });
});

describe('places', () => {
  it("lists the default city's places, paged by cursors", async () => {
    const all = await placesWith({}, 10);
    expect(all.nodes).toHaveLength(10);
    expect(all.nodes.every((place) => place.city.rawId === 1)).toBe(true);
    const first = await data(
      '{ places(first: 4) { pageInfo { hasNextPage hasPreviousPage endCursor } edges { node { id } } } }',
    );
    expect(first.places.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await data(
      'query($after: String) { places(first: 6, after: $after) { pageInfo { hasPreviousPage } edges { node { id } } } }',
      { after: first.places.pageInfo.endCursor },
    );
    expect(next.places.pageInfo.hasPreviousPage).toBe(true);
    expect([...first.places.edges, ...next.places.edges].map((edge: Edge) => edge.node.id)).toEqual(
      all.nodes.map((place) => place.id),
    );
  });

  it('takes cityId', async () => {
    const riyadh = await placesWith({ cityId: globalId('City', 2) }, 20);
    expect(riyadh.total).toBeGreaterThanOrEqual(150);
    expect(riyadh.nodes.every((place) => place.city.rawId === 2)).toBe(true);
  });

  it('finds Arabic names written with other letter variants (hamza, taa marbuta, alif maqsura, diacritics)', async () => {
    const { nodes } = await placesWith({}, 100, { 'accept-language': 'ar' });
    const variant = (name: string) => name.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي');
    const place = nodes.find((candidate) => variant(candidate.name) !== candidate.name)!;
    expect(place, 'a seeded Jeddah place whose Arabic name has a letter variant').toBeDefined();
    const word = variant(place.name)
      .split(/\s+/)
      .find((part: string) => part.length >= 3 && /[اهي]/.test(part))!;
    const found = await placesWith({ text: word }, 100, { 'accept-language': 'ar' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(nodes.length + 1000);
    expect(found.nodes.map((candidate) => candidate.id)).toContain(place.id);
    // With diacritics (a fatha after the first letter) it still matches.
    const marked = `${word[0]}\u064E${word.slice(1)}`;
    expect((await placesWith({ text: marked }, 100)).nodes.map((candidate) => candidate.id)).toContain(place.id);
  });

  it('finds English text in names', async () => {
    const { nodes } = await placesWith({}, 5);
    const word = nodes[0].name.split(/\s+/).find((part: string) => part.length >= 4) ?? nodes[0].name;
    const found = await placesWith({ text: word.toUpperCase() });
    expect(found.nodes.map((place) => place.id)).toContain(nodes[0].id);
    expect((await placesWith({ text: 'zzqqxxnothing' })).total).toBe(0);
  });

  it('filters by category and subcategory (global ids)', async () => {
    const { placeCategories } = await data('{ placeCategories { id placeCount subcategories { id } } }');
    const category = placeCategories.find((candidate: Fields) => candidate.placeCount > 0);
    const byCategory = await placesWith({ categoryIds: [category.id] });
    expect(byCategory.total).toBe(category.placeCount);
    expect(byCategory.nodes.every((place) => place.category.id === category.id)).toBe(true);
    const sub = byCategory.nodes.find((place) => place.subcategory)!.subcategory;
    const bySub = await placesWith({ subcategoryIds: [sub.id] });
    expect(bySub.total).toBeGreaterThan(0);
    expect(bySub.total).toBeLessThanOrEqual(byCategory.total);
    expect(bySub.nodes.every((place) => place.subcategory.id === sub.id)).toBe(true);
  });

  it('filters by tag', async () => {
    const { nodes } = await placesWith({}, 50);
    const tag = nodes.flatMap((place) => place.tags)[0];
    expect(tag).toBeDefined();
    const tagged = await placesWith({ tagIds: [tag.id] });
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.nodes.every((place) => place.tags.some((candidate: Fields) => candidate.id === tag.id))).toBe(true);
  });

  it('filters by map bounds, ignoring the city', async () => {
    const riyadh = (await placesWith({ cityId: globalId('City', 2) }, 1)).nodes[0];
    const { latitude, longitude } = riyadh.location;
    const bounds = { south: latitude - 0.2, west: longitude - 0.2, north: latitude + 0.2, east: longitude + 0.2 };
    // The default city is Jeddah; the bounds lie around Riyadh.
    const inside = await placesWith({ bounds });
    expect(inside.nodes.map((place) => place.id)).toContain(riyadh.id);
    for (const place of inside.nodes) {
      expect(place.location.latitude).toBeGreaterThanOrEqual(bounds.south);
      expect(place.location.latitude).toBeLessThanOrEqual(bounds.north);
      expect(place.location.longitude).toBeGreaterThanOrEqual(bounds.west);
      expect(place.location.longitude).toBeLessThanOrEqual(bounds.east);
    }
  });

  it('refuses bounds that are not a box on the map', async () => {
    expect(await errorOf(PLACES_ERROR, { filter: { bounds: { south: 22, west: 39, north: 21, east: 40 } } })).toEqual({
      codes: ['BAD_USER_INPUT'],
      messages: ['bounds.south must not be north of bounds.north'],
    });
    expect(
      (await errorOf(PLACES_ERROR, { filter: { bounds: { south: 21, west: 39, north: 95, east: 40 } } })).messages,
    ).toEqual(['bounds.north must be a latitude between -90 and 90']);
  });

  // Which places are open at a given moment is the REST API's rule, tested there at fixed clocks
  // (rest-api/test/places-hours.test.ts); any moment of the real clock must give the same set both ways here.
  it('keeps exactly the places open now', async () => {
    const every = async (filter: Record<string, unknown>) => {
      const nodes: Fields[] = [];
      for (let after: string | null = null, page = 0; page < 10; page += 1) {
        const { places } = await data(
          `query($filter: PlaceFilter, $after: String) { places(first: 100, after: $after, filter: $filter) {
            pageInfo { hasNextPage endCursor } edges { node { id openingStatus { state } } } } }`,
          { filter, after },
        );
        nodes.push(...places.edges.map((edge: Edge) => edge.node));
        if (!places.pageInfo.hasNextPage) break;
        after = places.pageInfo.endCursor;
      }
      return nodes;
    };
    const [all, open] = [await every({}), await every({ openNow: true })];
    expect(open.every((place) => place.openingStatus.state === 'OPEN')).toBe(true);
    const openInAll = all.filter((place) => place.openingStatus.state === 'OPEN').map((place) => place.id);
    expect(new Set(open.map((place) => place.id))).toEqual(new Set(openInAll));
    expect(open.length).toBeGreaterThan(0);
  });

  it('measures and orders by distance from a position', async () => {
    const near = { latitude: 21.5433, longitude: 39.1728 };
    const { nodes } = await placesWith({ near, order: 'DISTANCE' }, 30);
    const distances = nodes.map((place) => place.distanceKm);
    expect(distances.every((distance) => typeof distance === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Without a position there is no distance.
    expect((await placesWith({}, 3)).nodes.every((place) => place.distanceKm === null)).toBe(true);
  });

  it('refuses DISTANCE order without a position, with a clear message', async () => {
    expect(await errorOf(PLACES_ERROR, { filter: { order: 'DISTANCE' } })).toEqual({
      codes: ['BAD_USER_INPUT'],
      messages: ['order DISTANCE needs filter.near, the position to measure distances from'],
    });
  });

  it('orders by name, rating and popularity', async () => {
    const byName = (await placesWith({ order: 'NAME' }, 30)).nodes.map((place) => place.name.toLowerCase());
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    const popular = (await placesWith({ order: 'POPULAR' }, 30)).nodes.map((place) => place.checkInCount);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const rated = await data(
      '{ places(first: 30, filter: {order: RATING}) { edges { node { rating { average } } } } }',
    );
    const averages = rated.places.edges.map((edge: Edge) => edge.node.rating.average ?? -1);
    expect(averages).toEqual([...averages].sort((a: number, b: number) => b - a));
  });

  it("answers 'Invalid id' for a malformed id and names the expected type for another type's id", async () => {
    expect(await errorOf(PLACES_ERROR, { filter: { categoryIds: ['nonsense!'] } })).toEqual({
      codes: ['BAD_USER_INPUT'],
      messages: ['Invalid id'],
    });
    expect(await errorOf(PLACES_ERROR, { filter: { tagIds: [globalId('City', 1)] } })).toEqual({
      codes: ['BAD_USER_INPUT'],
      messages: ['Expected Tag id, got a City id'],
    });
  });

  it('needs a signed-in viewer for owned places', async () => {
    expect((await errorOf(PLACES_ERROR, { filter: { owned: true } })).codes).toEqual(['UNAUTHENTICATED']);
  });
});

const DETAIL = `fragment Detail on Place { ...PlaceCard about phone website social { facebook twitter youtube instagram }
  image { url thumbnail alt } viewerLastCheckIn isOwnedByViewer }`;

describe('place', () => {
  it('is the same place by id, slug and share id', async () => {
    const [first] = (await placesWith({}, 1)).nodes;
    const query = `query($id: ID, $slug: String, $shareId: String) { place(id: $id, slug: $slug, shareId: $shareId) { ...Detail } } ${DETAIL} ${CARD}`;
    const byId = (await data(query, { id: first.id })).place;
    const bySlug = (await data(query, { slug: first.slug })).place;
    const byShareId = (await data(query, { shareId: first.shareId })).place;
    expect(bySlug).toEqual(byId);
    expect(byShareId).toEqual(byId);
    expect(byId).toMatchObject({ id: first.id, viewerLastCheckIn: null, isOwnedByViewer: false });
    expect(byId.image.url).toMatch(/^\/media\//);
    expect(byId.image.alt).toBe(byId.name);
    expect(byId.location.venueName).toBeNull();
    expect(byId.features.every((feature: string) => /^[A-Z_]+$/.test(feature))).toBe(true);
  });

  it('is null for an unknown slug, share id or id; an id of another type is refused', async () => {
    const all = await data(
      `{ a: place(slug: "no-such-place-anywhere") { id } b: place(shareId: "zzzzzzz") { id } c: place(id: "${globalId('Place', 999999)}") { id } }`,
    );
    expect(all).toEqual({ a: null, b: null, c: null });
    expect((await errorOf('{ place { id } }')).messages).toEqual([
      'Pass the id, the slug or the share id of the place',
    ]);
    expect((await errorOf(`{ place(id: "${globalId('Event', 1)}") { id } }`)).codes).toEqual(['BAD_USER_INPUT']);
  });

  it('shows every feature, social link and the opening hours the upstream has', async () => {
    const { nodes } = await placesWith({}, 100);
    const rich = nodes.find((place) => place.features.length > 0 && place.openingHours.length > 0)!;
    expect(rich).toBeDefined();
    const { place } = await data(`query($id: ID) { place(id: $id) { ...Detail } } ${DETAIL} ${CARD}`, { id: rich.id });
    expect(place.features).toEqual(rich.features);
    expect(Object.keys(place.social)).toEqual(['facebook', 'twitter', 'youtube', 'instagram']);
    for (const day of place.openingHours) {
      if (day.closed || day.allDay) expect(day.spans).toEqual([]);
      else
        for (const span of day.spans)
          expect(span).toEqual({
            opens: expect.stringMatching(/^\d\d:\d\d$/),
            closes: expect.stringMatching(/^\d\d:\d\d$/),
          });
    }
  });
});

describe('openingStatus', () => {
  it('has the shape of its state: closesAt only when open, opensOn and opensAt only when closed, nothing for N/A', async () => {
    const { nodes } = await placesWith({}, 100);
    const states = new Set(nodes.map((place) => place.openingStatus.state));
    expect(states.has('NOT_AVAILABLE')).toBe(true);
    for (const { openingStatus: status, openingHours } of nodes) {
      if (status.state === 'OPEN') {
        expect(status).toMatchObject({ opensOn: null, opensAt: null });
        if (status.closesAt !== null) expect(status.closesAt).toMatch(/^\d\d:\d\d$/);
      } else if (status.state === 'CLOSED') {
        expect(status.closesAt).toBeNull();
        if (status.opensAt !== null) {
          expect(status.opensAt).toMatch(/^\d\d:\d\d$/);
          expect(openingHours.map((day: Fields) => day.weekday)).toContain(status.opensOn);
        }
      } else {
        expect(status).toEqual({ state: 'NOT_AVAILABLE', closesAt: null, opensOn: null, opensAt: null });
        expect(openingHours.every((day: Fields) => !day.closed && !day.allDay && day.spans.length === 0)).toBe(true);
      }
    }
  });

  it('says open without a closing time on an all-day day', async () => {
    const weekday = () =>
      new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'Asia/Riyadh' }).format(new Date()).toUpperCase();
    // The answer is read within one Riyadh day: asked again when midnight falls between the clock's two readings.
    let today: string, nodes: Fields[];
    do {
      today = weekday();
      ({ nodes } = await placesWith({ cityId: globalId('City', 1) }, 100));
    } while (weekday() !== today);
    const allDayToday = nodes.filter((place) =>
      place.openingHours.some((day: Fields) => day.weekday === today && day.allDay),
    );
    expect(allDayToday.length, 'a seeded place open all day today').toBeGreaterThan(0);
    for (const place of allDayToday)
      expect(place.openingStatus).toEqual({ state: 'OPEN', closesAt: null, opensOn: null, opensAt: null });
  });
});

const NEARBY = `query($near: PositionInput, $distanceKm: Float, $first: Int, $exclude: ID) {
  nearbyPlaces(near: $near, distanceKm: $distanceKm, first: $first, excludePlaceId: $exclude) { totalCount edges { node { id distanceKm city { rawId } } } } }`;

describe('nearbyPlaces', () => {
  it('lists places within the distance, nearest first, from the default Jeddah position', async () => {
    const { nearbyPlaces } = await data(NEARBY, { first: 30 });
    const distances = nearbyPlaces.edges.map((edge: Edge) => edge.node.distanceKm);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(5);
    expect(nearbyPlaces.edges.every((edge: Edge) => edge.node.city.rawId === 1)).toBe(true);
  });

  it('takes a position, a distance and a place to leave out', async () => {
    const near = { latitude: 24.7136, longitude: 46.6753 };
    const wide = (await data(NEARBY, { near, distanceKm: 20, first: 5 })).nearbyPlaces;
    expect(wide.totalCount).toBeGreaterThan(0);
    expect(wide.edges.every((edge: Edge) => edge.node.city.rawId === 2)).toBe(true);
    const narrow = (await data(NEARBY, { near, distanceKm: 1, first: 5 })).nearbyPlaces;
    expect(narrow.totalCount).toBeLessThan(wide.totalCount);
    const nearest = wide.edges[0].node.id;
    const without = (await data(NEARBY, { near, distanceKm: 20, first: 100, exclude: nearest })).nearbyPlaces;
    expect(without.totalCount).toBe(wide.totalCount - 1);
    expect(without.edges.map((edge: Edge) => edge.node.id)).not.toContain(nearest);
  });

  it('refuses more than 50 km', async () => {
    expect(await errorOf(NEARBY, { distanceKm: 51 })).toEqual({
      codes: ['BAD_USER_INPUT'],
      messages: ['distanceKm must be more than 0 and at most 50'],
    });
    expect((await errorOf(NEARBY, { distanceKm: 0 })).codes).toEqual(['BAD_USER_INPUT']);
  });
});

describe('Place.nearby', () => {
  it('lists other places within 5 km, nearest first, in one call', async () => {
    const [first] = (await placesWith({}, 1)).nodes;
    const response = await gateway.graphql(
      'query($id: ID) { place(id: $id) { id nearby(first: 4) { id distanceKm } } }',
      { id: first.id },
    );
    expect(response.body.errors).toBeUndefined();
    const { nearby } = response.body.data!.place;
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.length).toBeLessThanOrEqual(4);
    expect(nearby.map((place: Fields) => place.id)).not.toContain(first.id);
    expect(nearby.every((place: Fields) => place.distanceKm <= 5)).toBe(true);
    expect(response.calls.filter((call) => call.includes('/places/nearby/'))).toHaveLength(1);
  });

  it('cannot be nested inside nearby', async () => {
    const [first] = (await placesWith({}, 1)).nodes;
    const response = await gateway.graphql(
      'query($id: ID) { place(id: $id) { nearby(first: 2) { nearby(first: 2) { id } } } }',
      { id: first.id },
    );
    expect(codes(response.body)).toContain('BAD_USER_INPUT');
  });
});

describe('nodes', () => {
  it('fetches places, categories and subcategories by global id', async () => {
    const [place] = (await placesWith({}, 1)).nodes;
    const { nodes } = await data(
      `query($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Place { name } ... on PlaceCategory { name } ... on PlaceSubcategory { name } } }`,
      {
        ids: [
          place.id,
          place.category.id,
          place.subcategory.id,
          globalId('Place', 999999),
          globalId('PlaceCategory', 999999),
        ],
      },
    );
    expect(nodes).toEqual([
      { __typename: 'Place', id: place.id, name: place.name },
      { __typename: 'PlaceCategory', id: place.category.id, name: place.category.name },
      { __typename: 'PlaceSubcategory', id: place.subcategory.id, name: place.subcategory.name },
      null,
      null,
    ]);
  });
});

describe('Viewer.googleMapsApiKey', () => {
  it('is null without GOOGLE_MAPS_API_KEY and the key with it', async () => {
    expect((await data('{ viewer { googleMapsApiKey } }')).viewer.googleMapsApiKey).toBeNull();
    const withKey = await startGateway({ googleMapsApiKey: 'AIza-test-key' });
    try {
      const response = await withKey.graphql('{ viewer { googleMapsApiKey } }');
      expect(response.body.data?.viewer.googleMapsApiKey).toBe('AIza-test-key');
      expect(response.calls).toEqual([]);
    } finally {
      await withKey.close();
    }
  });
});

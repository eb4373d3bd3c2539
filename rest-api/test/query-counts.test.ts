// Every read that a screen makes costs a fixed, small number of SQL statements, whatever the page size, the number of
// lists or the number of items (no per-row queries). Each read is made twice, small and large, and both cost the same.
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { placesSeed } from './fixtures/places.ts';
import { describeApi, type TestApi } from './helpers/app.ts';

/** The statements one GET costs. */
async function queriesOf(api: TestApi, url: string): Promise<number> {
  const before = api.database.queries.count;
  const answer = await api.get(url);
  expect(answer.status, `${url}: ${answer.body}`).toBe(200);
  return api.database.queries.count - before;
}

/** Each read with a small and a large size (`{n}`), and the most statements it may cost. */
const reads: { url: (ids: Ids) => string; sizes: [number, number]; most: number }[] = [
  { url: () => '/api/v1/cities/?ordering=sort_order&page=1&page_size={n}', sizes: [1, 100], most: 2 },
  { url: (i) => `/api/v1/home-slides/?city_ids=${i.jeddah}`, sizes: [1, 1], most: 1 },
  { url: (i) => `/api/v1/home-lists/?cities=${i.jeddah}&items_per_list={n}`, sizes: [1, 50], most: 2 },
  { url: (i) => `/api/v1/home-lists/${i.list}/?items_per_list={n}`, sizes: [1, 50], most: 2 },
  { url: (i) => `/api/v1/events/recommended/?city_ids=${i.jeddah}&per_page={n}&starting=0`, sizes: [1, 50], most: 2 },
  { url: (i) => `/api/v1/experiences/recommended/?city_ids=${i.jeddah}&per_page={n}`, sizes: [1, 50], most: 2 },
  { url: () => '/api/v1/experiences/categories/?page_size={n}', sizes: [1, 100], most: 2 },
  { url: (i) => `/api/v1/events/search/?city_ids=${i.jeddah}&per_page={n}&starting=0`, sizes: [1, 50], most: 2 },
  { url: (i) => `/api/v1/events/${i.event}/`, sizes: [1, 1], most: 1 },
  { url: () => '/api/v1/organizers/?ids=1,2,3&page_size={n}', sizes: [1, 3], most: 2 },
  { url: () => '/api/v1/events/tips/?entity_ids=1,2,3&page_size={n}', sizes: [1, 50], most: 2 },
  { url: () => '/api/v1/events/photos/?entity_ids=1,2,3&page_size={n}', sizes: [1, 50], most: 2 },
  { url: () => '/api/v1/users/?ids=1,2,3,4,5,6,7,8,9,10&page_size={n}', sizes: [1, 10], most: 2 },
  {
    url: (i) => `/api/v1/places/search/?metropolis=${i.jeddah}&ordering=relevance&per_page={n}`,
    sizes: [1, 50],
    most: 4,
  },
  { url: (i) => `/api/v1/places/${i.place}/`, sizes: [1, 1], most: 3 },
  {
    url: (i) => `/api/v1/places/nearby/?latitude=21.5&longitude=39.2&distance=50&place_id=${i.placeId}&page_size={n}`,
    sizes: [1, 50],
    most: 4,
  },
  { url: (i) => `/api/v1/places/categories/?cities=${i.jeddah}`, sizes: [1, 1], most: 3 },
  { url: () => '/api/v1/places/tips/?entity_ids=1,2,3&page_size={n}', sizes: [1, 50], most: 2 },
  { url: () => '/api/v1/places/photos/?entity_ids=1,2,3&page_size={n}', sizes: [1, 50], most: 2 },
];

interface Ids {
  jeddah: number;
  list: number;
  event: string;
  place: string;
  placeId: number;
}

describeApi(
  'SQL statements per read',
  (api) => {
    const ids = async (): Promise<Ids> => {
      const jeddah = (await api.get('/api/v1/cities/?search=jeddah')).json.results[0].id;
      const lists = (await api.get(`/api/v1/home-lists/?cities=${jeddah}`)).json.results;
      const event = (await api.get(`/api/v1/events/search/?city_ids=${jeddah}`)).json.hits.hits[0]._source;
      const place = (await api.get(`/api/v1/places/search/?metropolis=${jeddah}`)).json.hits.hits[0]._source;
      return { jeddah, list: lists[0].id, event: event.slug, place: place.slug, placeId: place.id };
    };

    it('a screen read costs the same few statements, small or large', async () => {
      const known = await ids();
      const costs = [];
      for (const read of reads) {
        const template = read.url(known);
        const [small, large] = read.sizes.map((n) => template.replace('{n}', String(n)));
        const cost = { url: template, small: await queriesOf(api, small), large: await queriesOf(api, large) };
        costs.push(cost);
        expect(cost.large, template).toBe(cost.small);
        expect(cost.large, template).toBeLessThanOrEqual(read.most);
      }
    });

    it('home lists: two statements for any number of lists, one for a city without lists', async () => {
      const cities = (await api.get('/api/v1/cities/')).json.results as { id: number }[];
      const counts = new Set<number>();
      for (const city of cities) {
        const lists = (await api.get(`/api/v1/home-lists/?cities=${city.id}`)).json.results.length;
        counts.add(lists);
        expect(await queriesOf(api, `/api/v1/home-lists/?cities=${city.id}&items_per_list=50`)).toBe(lists ? 2 : 1);
      }
      // The fixture gives the cities different numbers of lists, so the cost above is checked for several.
      expect(counts.size).toBeGreaterThan(1);
    });

    it("the relations read in an item's own row are the join tables' (tags, categories, audiences, lists, hours)", async () => {
      const { db } = api.database;
      const linked = async <Row>(rows: Promise<Row[]>, owner: (row: Row) => number, value: (row: Row) => unknown) => {
        const byOwner = new Map<number, unknown[]>();
        for (const row of await rows) byOwner.set(owner(row), [...(byOwner.get(owner(row)) ?? []), value(row)]);
        return (id: number) => byOwner.get(id) ?? [];
      };
      const hc = t.happeningCategories;
      const categories = await linked(
        db.select().from(hc).orderBy(asc(hc.categoryId)),
        (r) => r.happeningId,
        (r) => r.categoryId,
      );
      const ha = t.happeningAudiences;
      const audiences = await linked(
        db.select().from(ha).orderBy(asc(ha.audienceId)),
        (r) => r.happeningId,
        (r) => r.audienceId,
      );
      const ht = t.happeningTags;
      const tags = await linked(
        db.select().from(ht).orderBy(asc(ht.tagId)),
        (r) => r.happeningId,
        (r) => r.tagId,
      );
      const li = t.homeListItems;
      const lists = await linked(
        db.select().from(li).orderBy(asc(li.listId)),
        (r) => r.happeningId,
        (r) => r.listId,
      );
      const pt = t.placeTags;
      const placeTags = await linked(
        db.select().from(pt).orderBy(asc(pt.tagId)),
        (r) => r.placeId,
        (r) => r.tagId,
      );
      const ph = t.placeHours;
      const hours = await linked(
        db.select().from(ph),
        (r) => r.placeId,
        () => 1,
      );

      let tagged = 0;
      for (const kind of ['events', 'experiences']) {
        const items = (await api.get(`/api/v1/${kind}/search/?per_page=100&include_past=true`)).json.hits.hits;
        for (const { _source: item } of items) {
          expect(item.category_ids, item.slug).toEqual(categories(item.id));
          expect(item.audience_ids, item.slug).toEqual(audiences(item.id));
          expect(
            item.tags.map((tag: { id: number }) => tag.id),
            item.slug,
          ).toEqual(tags(item.id));
          expect(item.list_ids, item.slug).toEqual(lists(item.id));
          if (item.tags.length > 1) tagged += 1;
        }
      }
      expect(tagged).toBeGreaterThan(0);
      const places = (await api.get('/api/v1/places/search/?per_page=100')).json.hits.hits;
      expect(places.length).toBeGreaterThan(1);
      for (const { _source: place } of places) {
        expect(
          place.tags.map((tag: { id: number }) => tag.id),
          place.slug,
        ).toEqual(placeTags(place.id));
        expect(place.opening_hours.length > 0, place.slug).toBe(hours(place.id).length > 0);
      }
    });
  },
  { seedData: placesSeed },
);

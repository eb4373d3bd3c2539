// Curated lists and discover through the API on the real seed content: seed sizes, search filters, lookups, items
// paged with next/previous, the seeded random order of discover, and a fixed number of queries per read.
import { expect, it } from 'vitest';
import { buildSeedContent } from '../src/seed/content/index.ts';
import { describeApi, sources, type TestApi } from './helpers/app.ts';
import { queriesOf } from './helpers/queries.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const lists = (api: TestApi, query = '') => api.get(`/api/v1/curated-lists/?per_page=100&${query}`);
const citiesOf = async (api: TestApi): Promise<{ id: number; slug: string }[]> =>
  (await api.get('/api/v1/cities/?page_size=all')).json.results;
const ids = (answer: { json: { hits: { hits: { _id: string }[] } } }) => answer.json.hits.hits.map((hit) => hit._id);

describeApi(
  'curated lists and discover',
  (api) => {
    it('seeds at least 15 lists, at least 3 per city, of 8 to 30 mixed items', async () => {
      const all = sources(await lists(api));
      expect(all.length).toBeGreaterThanOrEqual(15);
      for (const city of await citiesOf(api)) {
        expect(
          all.filter((list: { city_ids: number[] }) => list.city_ids.includes(city.id)).length,
        ).toBeGreaterThanOrEqual(3);
      }
      for (const list of all) {
        expect(list.item_count, list.slug).toBeGreaterThanOrEqual(8);
        expect(list.item_count, list.slug).toBeLessThanOrEqual(30);
      }
      const items = (await api.get('/api/v1/curated-lists/jeddah-weekend-picks/items/?page_size=30')).json.results;
      expect(new Set(items.map((item: { item_type: string }) => item.item_type))).toEqual(
        new Set(['event', 'experience', 'place', 'article']),
      );
    });

    it('filters by city, text and autocomplete, and pages', async () => {
      const abha = (await citiesOf(api)).find((city) => city.slug === 'abha')!;
      const inAbha = sources(await lists(api, `city_ids=${abha.id}`));
      expect(inAbha.map((list: { slug: string }) => list.slug)).toEqual([
        'abha-mountain-air',
        'asir-heritage-and-art',
        'abha-summer-family',
      ]);
      // the description mentions Maraya; the name does not
      expect(sources(await lists(api, 'text=maraya')).map((l: { slug: string }) => l.slug)).toEqual([
        'alula-winter-nights',
      ]);
      expect((await lists(api, 'text=maraya&autocomplete=true')).json.hits.total).toBe(0);
      expect(sources(await lists(api, `text=${encodeURIComponent('ليالي')}&autocomplete=true`)).length).toBe(2);
      const first = await api.get('/api/v1/curated-lists/?per_page=4');
      const second = await api.get('/api/v1/curated-lists/?per_page=4&starting=4');
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(8);
      expect((await api.get(`/api/v1/curated-lists/?text=${'x'.repeat(201)}`)).status).toBe(400);
    });

    it('finds a list by id, slug or share id (within city_ids when given) and 404s the unknown', async () => {
      const list = (await api.get('/api/v1/curated-lists/riyadh-history-day/')).json;
      expect(list).toMatchObject({ slug: 'riyadh-history-day', name_en: 'A day of history in Riyadh' });
      expect((await api.get(`/api/v1/curated-lists/${list.id}/`)).json.slug).toBe(list.slug);
      expect((await api.get(`/api/v1/curated-lists/share/${list.share_id}/`)).json.id).toBe(list.id);
      expect((await api.get(`/api/v1/curated-lists/${list.slug}/?city_ids=${list.city_ids[0]}`)).status).toBe(200);
      const elsewhere = (await citiesOf(api)).find((city) => !list.city_ids.includes(city.id))!;
      expect((await api.get(`/api/v1/curated-lists/${list.slug}/?city_ids=${elsewhere.id}`)).status).toBe(404);
      expect((await api.get('/api/v1/curated-lists/no-such-list/')).json.code).toBe('not_found');
      expect((await api.get('/api/v1/curated-lists/no-such-list/items/')).status).toBe(404);
    });

    it("pages a list's items in order with next and previous links", async () => {
      const list = (await api.get('/api/v1/curated-lists/jeddah-weekend-picks/')).json;
      const first = (await api.get(`/api/v1/curated-lists/${list.slug}/items/?page_size=8`)).json;
      expect(first.count).toBe(list.item_count);
      expect(first.results.map((item: { position: number }) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(first.previous).toBeNull();
      const next = new URL(first.next);
      expect(next.searchParams.get('page')).toBe('2');
      const second = (await api.get(`${next.pathname}${next.search}`)).json;
      expect(second.results[0].position).toBe(9);
      expect(second.previous).toContain('page=1');
      const last = (await api.get(`/api/v1/curated-lists/share/${list.share_id}/items/?page_size=8&page=3`)).json;
      expect(last.next).toBeNull();
      expect(last.results.length).toBe(list.item_count - 16);
      expect((await api.get(`/api/v1/curated-lists/${list.id}/items/?page_size=151`)).status).toBe(400);
    });

    it('discover: a seed keeps one order across pages, another seed reshuffles, garbage seeds are refused', async () => {
      const jeddah = (await citiesOf(api)).find((city) => city.slug === 'jeddah')!;
      const page = (seed: string, starting: number) =>
        api.get(`/api/v1/discover/?city_ids=${jeddah.id}&seed=${seed}&per_page=10&starting=${starting}`);
      const seed = '3f1c2a9e-8b7d-4c6e-9f00-123456789abc';
      const a1 = await page(seed, 0);
      const a2 = await page(seed, 10);
      expect(a1.json.seed).toBe(seed);
      expect(a1.json.hits.total).toBeGreaterThan(20);
      expect(ids(await page(seed, 0))).toEqual(ids(a1));
      // the pages of one seed do not overlap, and together follow the order of one 20-item page
      expect(new Set([...ids(a1), ...ids(a2)]).size).toBe(20);
      const whole = await api.get(`/api/v1/discover/?city_ids=${jeddah.id}&seed=${seed}&per_page=20`);
      expect(ids(whole)).toEqual([...ids(a1), ...ids(a2)]);
      expect(ids(await page('another-seed', 0))).not.toEqual(ids(a1));
      const kinds = new Set(sources(whole).map((item: { item_type: string }) => item.item_type));
      expect(kinds.size).toBeGreaterThan(1);
      const places = sources(await api.get(`/api/v1/discover/?city_ids=${jeddah.id}&item_type=place&per_page=50`));
      expect(places.every((item: { item_type: string }) => item.item_type === 'place')).toBe(true);
      const garbage = await api.get('/api/v1/discover/?seed=%27%3B%20drop%20table');
      expect(garbage.status).toBe(400);
      expect(garbage.json.codes.seed[0].code).toBe('seed_invalid');
    });

    it("discover: a city's articles in the request's language only, both with language=any", async () => {
      const jeddah = (await citiesOf(api)).find((city) => city.slug === 'jeddah')!;
      const articleLanguages = async (query: string, headers?: Record<string, string>) => {
        const url = `/api/v1/discover/?city_ids=${jeddah.id}&item_type=article&per_page=100${query}`;
        const articleIds = sources(await api.get(url, headers)).map((item: { item_id: number }) => item.item_id);
        const articles = sources(await api.get(`/api/v1/articles/search/?per_page=100&ids=${articleIds.join(',')}`));
        return articles.map((article: { language: string }) => article.language).sort();
      };
      const english = await articleLanguages('');
      expect(english.length).toBeGreaterThan(0);
      expect(new Set(english)).toEqual(new Set(['en']));
      const arabic = await articleLanguages('', { 'accept-language': 'ar' });
      expect(new Set(arabic)).toEqual(new Set(['ar']));
      expect(await articleLanguages('&language=any')).toEqual([...arabic, ...english].sort());
    });

    it('discover near a position: nearest first, with distances', async () => {
      const near = sources(await api.get('/api/v1/discover/home/?latitude=21.4858&longitude=39.1925&per_page=30'));
      const distances = near.map((item: { distance_km: number }) => item.distance_km);
      expect(distances.every((d: number | null) => d !== null)).toBe(true);
      expect([...distances].sort((x, y) => x - y)).toEqual(distances);
      expect(near.some((item: { item_type: string }) => item.item_type === 'article')).toBe(false);
      expect((await api.get('/api/v1/discover/home/?latitude=100&longitude=0')).status).toBe(400);
      expect((await api.get('/api/v1/discover/home/')).status).toBe(400);
      // A position a hair's breadth from 0 (found by the gateway's fuzz suite): its arithmetic would underflow in SQL.
      for (const tiny of ['-4.4e-323', '1e-200']) {
        const answer = await api.get(`/api/v1/discover/home/?latitude=${tiny}&longitude=${tiny}&per_page=1`);
        expect(answer.status, tiny).toBe(200);
      }
    });

    it('answers every read with a fixed number of queries whatever the page size or number of lists', async () => {
      const count = async (url: string) => (await queriesOf(api.database.db, () => api.get(url))).length;
      expect(await count('/api/v1/curated-lists/?per_page=1')).toBe(2);
      expect(await count('/api/v1/curated-lists/?per_page=100')).toBe(2);
      expect(await count('/api/v1/curated-lists/jeddah-food-lovers/')).toBe(1);
      expect(await count('/api/v1/curated-lists/jeddah-food-lovers/items/?page_size=1')).toBe(2);
      expect(await count('/api/v1/curated-lists/jeddah-food-lovers/items/?page_size=150')).toBe(2);
      expect(await count('/api/v1/discover/?per_page=1&seed=a')).toBe(2);
      expect(await count('/api/v1/discover/?per_page=100&seed=a')).toBe(2);
      expect(await count('/api/v1/discover/home/?latitude=24.7&longitude=46.7&per_page=100')).toBe(2);
    });
  },
  { seedData: buildSeedContent(NOW), now: NOW },
);

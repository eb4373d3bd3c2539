// The real seed content (src/seed/content) through the database and the API: every filter of the contract has
// something to show in the default city, whenever the seed runs.
import { expect, it } from 'vitest';
import { buildSeedContent } from '../src/seed/content/index.ts';
import { describeApi, sources, type TestApi } from './helpers/app.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');

interface Named {
  id: number;
  slug: string;
  is_default?: boolean;
}

async function all(api: TestApi, url: string): Promise<Named[]> {
  return (await api.get(`${url}${url.includes('?') ? '&' : '?'}page_size=all`)).json.results;
}

const total = async (api: TestApi, url: string) => {
  const answer = await api.get(url);
  expect(answer.status, url).toBe(200);
  return answer.json.hits ? answer.json.hits.total : (answer.json.count ?? answer.json.results.length);
};

describeApi(
  'seed content',
  (api) => {
    it('seeds cities with a default Jeddah, tied to content', async () => {
      const cities = await all(api, '/api/v1/cities/');
      expect(cities.filter((city) => city.is_default).map((city) => city.slug)).toEqual(['jeddah']);
      const tied = await all(api, '/api/v1/cities/?tied_only=true');
      expect(tied.length).toBeGreaterThan(1);
    });

    for (const [kind, listParam] of [
      ['events', 'event_list_ids'],
      ['experiences', 'experience_list_ids'],
    ] as const) {
      it(`every ${kind} filter has results in the default city`, async () => {
        const city = (await all(api, '/api/v1/cities/')).find((c) => c.is_default)!;
        const base = `/api/v1/${kind}/search/?city_ids=${city.id}`;
        expect(await total(api, base)).toBeGreaterThan(0);
        for (const period of ['today', 'this_week', 'this_month']) {
          expect(await total(api, `${base}&period=${period}`), period).toBeGreaterThan(0);
        }
        expect(await total(api, `${base}&include_past=true`)).toBeGreaterThan(await total(api, base));

        const categories = await all(api, `/api/v1/${kind}/categories/`);
        expect(categories.length).toBeGreaterThan(0);
        for (const category of categories) {
          expect(
            await total(api, `/api/v1/${kind}/search/?category_ids=${category.id}`),
            category.slug,
          ).toBeGreaterThan(0);
        }
        const items = sources(await api.get(`${base}&per_page=100`));
        const tagIds = [...new Set(items.flatMap((item: { tags: Named[] }) => item.tags.map((tag) => tag.id)))];
        expect(tagIds.length).toBeGreaterThan(0);
        expect(await total(api, `${base}&tags_ids=${tagIds.join(',')}`)).toBeGreaterThan(0);
        for (const audience of (await api.get('/api/v1/audiences/')).json.results as Named[]) {
          expect(
            await total(api, `/api/v1/${kind}/search/?audience_ids=${audience.id}`),
            audience.slug,
          ).toBeGreaterThan(0);
        }
        const lists = (await api.get(`/api/v1/home-lists/?cities=${city.id}`)).json.results.filter(
          (list: { item_type: string }) => `${list.item_type}s` === kind,
        );
        expect(lists.length).toBeGreaterThan(0);
        for (const list of lists)
          expect(await total(api, `/api/v1/${kind}/search/?${listParam}=${list.id}`), list.slug).toBeGreaterThan(0);

        const first = items[0];
        expect(
          await total(api, `/api/v1/${kind}/search/?text=${encodeURIComponent(first.name_en.split(' ')[0])}`),
        ).toBeGreaterThan(0);
        expect(
          await total(api, `/api/v1/${kind}/search/?text=${encodeURIComponent(first.name_ar.split(' ')[0])}`),
        ).toBeGreaterThan(0);
        expect(await total(api, `/api/v1/${kind}/search/?ids=${first.id}`)).toBe(1);
        expect(await total(api, `/api/v1/${kind}/recommended/?city_ids=${city.id}`)).toBeGreaterThan(0);
        expect(await total(api, `/api/v1/${kind}/popular/?city_ids=${city.id}`)).toBeGreaterThan(0);
        expect((await api.get(`/api/v1/${kind}/${first.slug}/`)).json.id).toBe(first.id);
        expect((await api.get(`/api/v1/${kind}/${first.id}/calendar.ics`)).status).toBe(200);
        expect((await api.get(first.image.replace(/^https?:\/\/[^/]+/, ''))).status).toBe(200);
      });
    }

    it('gives every tied city five ordered slides whose targets exist', async () => {
      for (const city of await all(api, '/api/v1/cities/?tied_only=true')) {
        const slides = (await api.get(`/api/v1/home-slides/?city_ids=${city.id}`)).json.results;
        expect(slides, city.slug).toHaveLength(5);
        for (const slide of slides) {
          if (slide.target === 'url') continue;
          expect((await api.get(`/api/v1/${slide.target}s/${slide.item_id}/`)).status, `${city.slug} slide`).toBe(200);
        }
      }
    });
  },
  { seedData: buildSeedContent(NOW), now: NOW },
);

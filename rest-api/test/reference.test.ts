import { expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { describeApi, PUBLIC_URL, slugsOf } from './helpers/app.ts';

describeApi('reference data', (api) => {
  it('re-running the migrations applies nothing', async () => {
    expect(await migrate(api.database.db)).toEqual([]);
  });

  it('pages cities with absolute next/previous links', async () => {
    const first = await api.get('/api/v1/cities/?page_size=3');
    expect(first.status).toBe(200);
    expect(first.json.count).toBe(4);
    expect(slugsOf(first.json.results)).toEqual(['jeddah', 'riyadh', 'alula']);
    expect(first.json.next).toBe(`${PUBLIC_URL}/api/v1/cities/?page_size=3&page=2`);
    expect(first.json.previous).toBeNull();

    const second = await api.get(first.json.next.slice(PUBLIC_URL.length));
    expect(slugsOf(second.json.results)).toEqual(['abha']);
    expect(second.json.page).toBe(2);
    expect(second.json.next).toBeNull();
    expect(second.json.previous).toBe(`${PUBLIC_URL}/api/v1/cities/?page_size=3&page=1`);
  });

  it('page_size=all returns every city on one page', async () => {
    const answer = await api.get('/api/v1/cities/?page_size=all');
    expect(answer.json.count).toBe(4);
    expect(answer.json.results).toHaveLength(4);
    expect(answer.json.next).toBeNull();
  });

  it('a page past the end is empty, not an error', async () => {
    const answer = await api.get('/api/v1/cities/?page=9');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ count: 4, page: 9, results: [], next: null });
  });

  it('city objects have the contract shape and Jeddah is the default', async () => {
    const answer = await api.get('/api/v1/cities/?search=jeddah');
    expect(answer.json.results).toEqual([
      {
        id: expect.any(Number),
        slug: 'jeddah',
        name_en: 'Jeddah',
        name_ar: 'جدة',
        latitude: 21.4858,
        longitude: 39.1925,
        is_default: true,
        sort_order: 1,
      },
    ]);
  });

  it('searches city names in Arabic and English, case-insensitively', async () => {
    expect(slugsOf((await api.get(`/api/v1/cities/?search=${encodeURIComponent('الرياض')}`)).json.results)).toEqual([
      'riyadh',
    ]);
    expect(slugsOf((await api.get('/api/v1/cities/?search=ALU')).json.results)).toEqual(['alula']);
    expect((await api.get('/api/v1/cities/?search=zzz')).json.count).toBe(0);
  });

  it('orders cities', async () => {
    const order = async (ordering: string) =>
      slugsOf((await api.get(`/api/v1/cities/?ordering=${ordering}`)).json.results);
    expect(await order('name_en')).toEqual(['abha', 'alula', 'jeddah', 'riyadh']);
    expect(await order('-name_en')).toEqual(['riyadh', 'jeddah', 'alula', 'abha']);
    expect(await order('-id')).toEqual(['abha', 'alula', 'riyadh', 'jeddah']);
    expect(await order('sort_order')).toEqual(['jeddah', 'riyadh', 'alula', 'abha']);
  });

  it('tied_only keeps the cities that have events or experiences which have not ended', async () => {
    const answer = await api.get('/api/v1/cities/?tied_only=true');
    expect(slugsOf(answer.json.results)).toEqual(['jeddah', 'riyadh']);
    // Once Riyadh's last item has ended (Nov 30 18:00 UTC) only Jeddah is left.
    api.setNow('2026-11-30T19:00:00Z');
    expect(slugsOf((await api.get('/api/v1/cities/?tied_only=true')).json.results)).toEqual(['jeddah']);
  });

  it('loads cities by ids and one city by id', async () => {
    const all = (await api.get('/api/v1/cities/')).json.results;
    const [jeddah, , alula] = all;
    const batch = await api.get(`/api/v1/cities/?ids=${alula.id},${jeddah.id}`);
    expect(slugsOf(batch.json.results)).toEqual(['jeddah', 'alula']);
    expect((await api.get(`/api/v1/cities/${alula.id}/`)).json).toEqual(alula);
    expect(await api.get('/api/v1/cities/9999/')).toMatchObject({ status: 404, json: { detail: 'Not found.' } });
  });

  it('lists the categories of each kind with search, ordering and ids', async () => {
    const events = await api.get('/api/v1/events/categories/');
    expect(slugsOf(events.json.results)).toEqual(['music', 'art', 'sports']);
    expect(events.json.results[0]).toEqual({
      id: expect.any(Number),
      slug: 'music',
      name_en: 'Music',
      name_ar: 'موسيقى',
      icon: 'music',
      kind: 'event',
    });
    const experiences = await api.get('/api/v1/experiences/categories/');
    expect(slugsOf(experiences.json.results)).toEqual(['food', 'adventure']);
    expect(
      slugsOf((await api.get(`/api/v1/events/categories/?search=${encodeURIComponent('فنون')}`)).json.results),
    ).toEqual(['art']);
    expect(slugsOf((await api.get('/api/v1/events/categories/?ordering=-name_en')).json.results)).toEqual([
      'sports',
      'music',
      'art',
    ]);
    // an experience category id asked for under events is not an event category
    const food = experiences.json.results[0];
    const music = events.json.results[0];
    expect(slugsOf((await api.get(`/api/v1/events/categories/?ids=${music.id},${food.id}`)).json.results)).toEqual([
      'music',
    ]);
    expect((await api.get('/api/v1/events/categories/?page_size=2')).json).toMatchObject({
      count: 3,
      next: expect.stringContaining('page=2'),
    });
  });

  it('gives event and experience categories one id space: an id names one category of one kind', async () => {
    const lists = await Promise.all(
      ['events', 'experiences'].map(
        async (kind) =>
          (await api.get(`/api/v1/${kind}/categories/?page_size=all`)).json.results as { id: number; kind: string }[],
      ),
    );
    const ids = lists.flat().map((category) => category.id);
    expect(ids.length).toBe(5);
    expect(new Set(ids).size).toBe(ids.length);
    // Asking both kinds for every id finds each id exactly once, under its own kind.
    const [asEvents, asExperiences] = await Promise.all(
      ['events', 'experiences'].map(
        async (kind) =>
          (await api.get(`/api/v1/${kind}/categories/?ids=${ids.join(',')}`)).json.results as {
            id: number;
            kind: string;
          }[],
      ),
    );
    expect(asEvents.every((category) => category.kind === 'event')).toBe(true);
    expect(asExperiences.every((category) => category.kind === 'experience')).toBe(true);
    expect([...asEvents, ...asExperiences].map((category) => category.id).sort((a, b) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    );
  });

  it('lists audiences', async () => {
    const answer = await api.get('/api/v1/audiences/');
    expect(answer.json.results.map((a: { slug: string }) => a.slug)).toEqual(['families', 'adults', 'kids']);
    expect(answer.json.results[2]).toEqual({
      id: expect.any(Number),
      slug: 'kids',
      name_en: 'Kids',
      name_ar: 'الأطفال',
    });
  });

  it('lists and searches tags', async () => {
    expect(slugsOf((await api.get('/api/v1/tags/')).json.results)).toEqual(['heritage', 'live-music', 'outdoor']);
    expect(slugsOf((await api.get(`/api/v1/tags/?search=${encodeURIComponent('تراث')}`)).json.results)).toEqual([
      'heritage',
    ]);
  });

  it('lists organizers and finds one with its logo', async () => {
    const list = await api.get('/api/v1/organizers/');
    expect(slugsOf(list.json.results)).toEqual(['quiet-org', 'season-co']);
    const season = list.json.results[1];
    expect(season).toMatchObject({
      name_ar: 'شركة المواسم',
      website: 'https://season.example.sa',
      logo: `${PUBLIC_URL}/media/organizers/${season.id}.svg`,
    });
    expect((await api.get(`/api/v1/organizers/${season.id}/`)).json).toEqual(season);
    expect((await api.get('/api/v1/organizers/?search=quiet')).json.count).toBe(1);
    expect((await api.get('/api/v1/organizers/4242/')).status).toBe(404);
  });
});

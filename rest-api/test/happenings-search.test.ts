import { beforeAll, expect, it } from 'vitest';
import { describeApi, sources, slugsOf, type TestApi } from './helpers/app.ts';

const slugs = async (api: TestApi, query: string) => slugsOf(sources(await api.get(`/api/v1/events/search/?${query}`)));

/** slug -> id of everything the reference endpoints list, so tests do not depend on serial ids. */
async function idsOf(api: TestApi, url: string): Promise<Record<string, number>> {
  const answer = await api.get(url);
  const items: { slug: string; id: number }[] =
    answer.json.results ?? answer.json.hits.hits.map((h: { _source: unknown }) => h._source);
  return Object.fromEntries(items.map((item) => [item.slug, item.id]));
}

describeApi('events and experiences search', (api) => {
  let ids: Record<string, Record<string, number>>;
  beforeAll(async () => {
    ids = {
      cities: await idsOf(api, '/api/v1/cities/'),
      categories: await idsOf(api, '/api/v1/events/categories/'),
      tags: await idsOf(api, '/api/v1/tags/'),
      audiences: await idsOf(api, '/api/v1/audiences/'),
      events: await idsOf(api, '/api/v1/events/search/?include_past=true&per_page=100'),
    };
  });

  it('hides ended items by default and orders by start date', async () => {
    const answer = await api.get('/api/v1/events/search/');
    expect(answer.json.hits.total).toBe(7);
    expect(answer.json).toMatchObject({ starting: 0, per_page: 20 });
    expect(slugsOf(sources(answer))).toEqual([
      'jeddah-season',
      'corniche-concert',
      'midnight-market',
      'tomorrow-art-walk',
      'weekend-football-cup',
      'riyadh-design-week',
      'winter-festival',
    ]);
    expect(answer.json.hits.hits[0]._id).toBe(String(ids.events['jeddah-season']));
  });

  it('include_past=true adds the ended ones', async () => {
    const answer = await api.get('/api/v1/events/search/?include_past=true');
    expect(answer.json.hits.total).toBe(8);
    expect(slugsOf(sources(answer)).slice(0, 3)).toEqual(['jeddah-season', 'old-jazz-night', 'corniche-concert']);
  });

  it('pages with starting/per_page and keeps the total', async () => {
    const page = await api.get('/api/v1/events/search/?starting=2&per_page=2');
    expect(page.json).toMatchObject({ starting: 2, per_page: 2, hits: { total: 7 } });
    expect(slugsOf(sources(page))).toEqual(['midnight-market', 'tomorrow-art-walk']);
    expect(slugsOf(sources(await api.get('/api/v1/events/search/?starting=6&per_page=5')))).toEqual([
      'winter-festival',
    ]);
    const past = await api.get('/api/v1/events/search/?starting=50');
    expect(past.json.hits).toEqual({ total: 7, hits: [] });
  });

  it('text matches English and Arabic names, case-insensitively', async () => {
    expect(await slugs(api, 'text=CORNICHE')).toEqual(['corniche-concert']);
    expect(await slugs(api, `text=${encodeURIComponent('الكورنيش')}`)).toEqual(['corniche-concert']);
    expect(await slugs(api, `text=${encodeURIComponent('مهرجان')}`)).toEqual(['winter-festival']);
  });

  it('text matches summaries, descriptions, venues and tag names', async () => {
    expect(await slugs(api, `text=${encodeURIComponent('نبذة عن موسم')}`)).toEqual(['jeddah-season']);
    expect(await slugs(api, 'text=fireworks')).toEqual(['corniche-concert']);
    expect(await slugs(api, 'text=north%20%26%20bay')).toEqual(['corniche-concert']);
    expect(await slugs(api, 'text=outdoor')).toEqual(['jeddah-season', 'tomorrow-art-walk', 'winter-festival']);
    expect(slugsOf(sources(await api.get(`/api/v1/experiences/search/?text=${encodeURIComponent('تراث')}`)))).toEqual([
      'al-balad-food-tour',
    ]);
  });

  it('treats LIKE wildcards in text literally', async () => {
    expect(await slugs(api, 'text=%25')).toEqual([]);
    expect(await slugs(api, 'text=_')).toEqual([]);
  });

  it('period=today covers the Riyadh day, not the UTC day', async () => {
    // Sunday 13:00 in Riyadh: the Art Walk starts at Riyadh midnight (21:00 UTC), so it is tomorrow.
    expect(await slugs(api, 'period=today')).toEqual(['jeddah-season', 'corniche-concert', 'midnight-market']);
  });

  it('period=today rolls over at Riyadh midnight', async () => {
    api.setNow('2026-11-22T20:59:00Z'); // Sunday 23:59 Riyadh; the concert has ended
    expect(await slugs(api, 'period=today')).toEqual(['jeddah-season', 'midnight-market']);
    api.setNow('2026-11-22T21:00:00Z'); // Monday 00:00 Riyadh
    expect(await slugs(api, 'period=today')).toEqual(['jeddah-season', 'midnight-market', 'tomorrow-art-walk']);
  });

  it('period=this_week runs to the end of Saturday', async () => {
    expect(await slugs(api, 'period=this_week')).toEqual([
      'jeddah-season',
      'corniche-concert',
      'midnight-market',
      'tomorrow-art-walk',
      'weekend-football-cup',
    ]);
    api.setNow('2026-11-28T20:00:00Z'); // Saturday 23:00 Riyadh
    expect(await slugs(api, 'period=this_week')).toEqual(['jeddah-season', 'weekend-football-cup']);
    api.setNow('2026-11-28T21:00:00Z'); // Sunday 00:00 Riyadh: a new week, the cup has ended
    expect(await slugs(api, 'period=this_week')).toEqual(['jeddah-season', 'riyadh-design-week', 'winter-festival']);
  });

  it('period=this_month runs to the end of the month in Riyadh', async () => {
    expect(await slugs(api, 'period=this_month')).toEqual([
      'jeddah-season',
      'corniche-concert',
      'midnight-market',
      'tomorrow-art-walk',
      'weekend-football-cup',
      'riyadh-design-week',
    ]);
    api.setNow('2026-11-30T20:00:00Z'); // November 30th 23:00 Riyadh
    expect(await slugs(api, 'period=this_month')).toEqual(['jeddah-season']);
    api.setNow('2026-11-30T21:00:00Z'); // December 1st 00:00 Riyadh
    expect(await slugs(api, 'period=this_month')).toEqual(['jeddah-season', 'winter-festival']);
  });

  it('this_week runs into the next month while this_month ends with the month', async () => {
    api.setNow('2026-11-29T10:00:00Z'); // Sunday 29 November 13:00 Riyadh: the week ends on 5 December
    expect(await slugs(api, 'period=this_week')).toEqual(['jeddah-season', 'riyadh-design-week', 'winter-festival']);
    expect(await slugs(api, 'period=this_month')).toEqual(['jeddah-season', 'riyadh-design-week']);
    api.setNow('2026-12-27T10:00:00Z'); // Sunday 27 December: the week runs into 2027, the month ends on the 31st
    expect(await slugs(api, 'period=this_week')).toEqual(['jeddah-season']);
    expect(await slugs(api, 'period=this_month')).toEqual(['jeddah-season']);
    expect(await slugs(api, 'period=today')).toEqual(['jeddah-season']);
  });

  it('filters by categories (any of the ids)', async () => {
    const { art, sports } = ids.categories;
    expect(await slugs(api, `category_ids=${sports}`)).toEqual(['weekend-football-cup']);
    expect(await slugs(api, `category_ids=${art}`)).toEqual([
      'jeddah-season',
      'midnight-market',
      'tomorrow-art-walk',
      'riyadh-design-week',
    ]);
    expect(await slugs(api, `category_ids=${art},${sports}`)).toHaveLength(5);
  });

  it('filters by tags, audiences and cities', async () => {
    expect(await slugs(api, `tags_ids=${ids.tags['live-music']}`)).toEqual(['jeddah-season', 'corniche-concert']);
    expect(await slugs(api, `audience_ids=${ids.audiences.families}`)).toEqual([
      'jeddah-season',
      'weekend-football-cup',
    ]);
    expect(await slugs(api, `city_ids=${ids.cities.riyadh}`)).toEqual(['weekend-football-cup', 'riyadh-design-week']);
    expect(await slugs(api, `city_ids=${ids.cities.abha}`)).toEqual([]);
  });

  it('filters by home list ids, per kind', async () => {
    const lists = (await api.get(`/api/v1/home-lists/?cities=${ids.cities.jeddah}`)).json.results;
    const top = lists.find((l: { slug: string }) => l.slug === 'top-events');
    const experiences = lists.find((l: { slug: string }) => l.slug === 'jeddah-experiences');
    expect(await slugs(api, `event_list_ids=${top.id}`)).toEqual(['jeddah-season', 'corniche-concert']);
    expect(await slugs(api, `event_list_ids=${top.id}&include_past=true`)).toEqual([
      'jeddah-season',
      'old-jazz-night',
      'corniche-concert',
    ]);
    const experiencesAnswer = await api.get(`/api/v1/experiences/search/?experience_list_ids=${experiences.id}`);
    expect(slugsOf(sources(experiencesAnswer))).toEqual(['red-sea-diving', 'al-balad-food-tour']);
  });

  it('combines filters with AND', async () => {
    const query = `city_ids=${ids.cities.jeddah}&category_ids=${ids.categories.music}&period=this_week`;
    expect(await slugs(api, query)).toEqual(['jeddah-season', 'corniche-concert']);
    expect(await slugs(api, `${query}&text=season`)).toEqual(['jeddah-season']);
  });

  it('ids returns exactly those items, ended ones included', async () => {
    const answer = await api.get(
      `/api/v1/events/search/?ids=${ids.events['old-jazz-night']},${ids.events['winter-festival']}`,
    );
    expect(answer.json.hits.total).toBe(2);
    expect(slugsOf(sources(answer)).sort()).toEqual(['old-jazz-night', 'winter-festival']);
    // ids of the other kind are not events
    const diving = (await api.get('/api/v1/experiences/red-sea-diving/')).json.id;
    expect((await api.get(`/api/v1/events/search/?ids=${diving}`)).json.hits.total).toBe(0);
  });

  it('orders by name, start date descending or attendance', async () => {
    expect(await slugs(api, 'ordering=name_en')).toEqual([
      'corniche-concert',
      'jeddah-season',
      'midnight-market',
      'riyadh-design-week',
      'tomorrow-art-walk',
      'weekend-football-cup',
      'winter-festival',
    ]);
    expect(await slugs(api, 'ordering=-start_date')).toEqual([
      'winter-festival',
      'riyadh-design-week',
      'weekend-football-cup',
      'tomorrow-art-walk',
      'midnight-market',
      'corniche-concert',
      'jeddah-season',
    ]);
    expect(await slugs(api, 'ordering=-attendance_count')).toEqual([
      'jeddah-season',
      'weekend-football-cup',
      'corniche-concert',
      'riyadh-design-week',
      'tomorrow-art-walk',
      'midnight-market',
      'winter-festival',
    ]);
  });

  it('accepts the language and autocomplete parameters the app sends', async () => {
    expect(await slugs(api, 'text=winter&language=ar&autocomplete=true')).toEqual(['winter-festival']);
  });
});

// Search ranking (docs/search.md#ranking): a place's or an item's own name comes first, then names holding the words as
// whole words, then names starting with them or holding them, then other literal text, and last what only the
// romanised key finds ("Mismak" shares the consonants of "Masmak"), whatever the list's own order would say.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, slugsOf, sources } from './helpers/app.ts';

const ranked = ['exact', 'word', 'prefix', 'other-text', 'fuzzy'];

describeApi('search ranking', (api) => {
  beforeAll(async () => {
    const db = api.database.db;
    // the fuzzy match is the most checked-in place, the exact one the least: the old order put them the other way
    await db.execute(sql`INSERT INTO places (share_id, slug, name_en, name_ar, category_id, city_id, latitude, longitude,
        checkin_count, search_name, search_text)
      SELECT 'rank-' || slug, 'rank-' || slug, name, 'مكان', (SELECT min(id) FROM place_categories),
        (SELECT min(id) FROM cities), 24.63, 46.71, checkins, lower(name), lower(name || ' ' || about)
      FROM (VALUES ('exact', 'Masmak', '', 1), ('word', 'Old Masmak walk', '', 2), ('prefix', 'Masmakiya cafe', '', 50),
        ('other-text', 'Palm court', 'A short walk from masmak', 60), ('fuzzy', 'Mismak yard', '', 99))
        AS rows (slug, name, about, checkins)`);
    // the fuzzy match starts first, the exact one last: the search's date order put them the other way
    await db.execute(sql`INSERT INTO happenings (kind, slug, city_id, name_en, name_ar, summary_en, start_date, end_date)
      SELECT 'event', 'rank-' || slug, (SELECT min(id) FROM cities), name, 'فعالية', summary,
        now() + hours * interval '1 hour', now() + interval '10 days'
      FROM (VALUES ('exact', 'Masmak', '', 5), ('word', 'Masmak lights', '', 4), ('prefix', 'Masmakiya fair', '', 3),
        ('other-text', 'Palm evening', 'Beside Masmak', 2), ('fuzzy', 'Mismak nights', '', 1))
        AS rows (slug, name, summary, hours)`);
  });

  const rankedSlugs = (answer: Awaited<ReturnType<typeof api.get>>) =>
    slugsOf(sources(answer))
      .filter((slug) => slug.startsWith('rank-'))
      .map((slug) => slug.slice('rank-'.length));

  it('ranks places by how their name matches a Latin query, the romanised-only match last', async () => {
    const answer = await api.get('/api/v1/places/search/?text=Masmak&ordering=relevance&per_page=50');
    expect(answer.status, answer.body).toBe(200);
    expect(rankedSlugs(answer)).toEqual(ranked);
  });

  it('ranks events the same way before their date order', async () => {
    const answer = await api.get('/api/v1/events/search/?text=masmak&per_page=50');
    expect(answer.status, answer.body).toBe(200);
    expect(rankedSlugs(answer)).toEqual(ranked);
    // without a text the date order holds
    const all = await api.get('/api/v1/events/search/?per_page=50');
    expect(rankedSlugs(all)).toEqual([...ranked].reverse());
  });
});

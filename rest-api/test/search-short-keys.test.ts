// Short keys (docs/search.md#short-keys): names whose consonant key is one or two letters long are told apart by their
// long vowels and glides ("Riyadh" is not "Rawdah", "Olaya" is not "AlUla"), while spellings of one name, Arabic with or
// without al-, and hamza, alef and taa marbuta variants still find each other; each through the HTTP search routes,
// at a fixed number of SQL statements.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../src/db/connect.ts';
import { describeApi, slugsOf, sources, type TestApi } from './helpers/app.ts';

/** One tag per name: `<name>` has only this Arabic name, `<name>-en` only this Latin one. */
const NAMES: Record<string, [arabic: string, latin: string]> = {
  riyadh: ['الرياض', 'Riyadh'],
  rawdah: ['الروضة', 'Rawdah'],
  olaya: ['العليا', 'Olaya'],
  alula: ['العلا', 'AlUla'],
  diriyah: ['الدرعية', 'Diriyah'],
  hail: ['حائل', 'Hail'],
  taif: ['الطائف', 'Taif'],
  ahsa: ['الأحساء', 'Al Ahsa'],
  jeddah: ['جدة', 'Jeddah'],
  jadeeda: ['الجديدة', 'Jadeeda'],
};

/** A query, the tags it must find and the tags it must not. */
const CASES: [query: string, finds: string[], misses: string[]][] = [
  ['Riyadh', ['riyadh'], ['rawdah', 'rawdah-en']],
  ['Ar-Riyadh', ['riyadh', 'riyadh-en'], ['rawdah', 'rawdah-en']],
  ['الرياض', ['riyadh-en'], ['rawdah', 'rawdah-en']],
  ['رياض', ['riyadh', 'riyadh-en'], ['rawdah', 'rawdah-en']],
  ['Rawdah', ['rawdah'], ['riyadh', 'riyadh-en']],
  ['Raudha', ['rawdah', 'rawdah-en'], ['riyadh', 'riyadh-en']],
  ['الروضة', ['rawdah-en'], ['riyadh', 'riyadh-en']],
  ['Olaya', ['olaya'], ['alula', 'alula-en']],
  // i may be a short vowel (not written in Arabic): "Olaia" is as far from العلا as from العليا
  ['Olaia', ['olaya', 'olaya-en', 'alula'], []],
  ['AlUla', ['alula'], ['olaya', 'olaya-en']],
  ['Al-Ula', ['alula', 'alula-en'], ['olaya', 'olaya-en']],
  ['Diriyah', ['diriyah'], []],
  ["Dir'iyah", ['diriyah', 'diriyah-en'], []],
  ['Dir’iyah', ['diriyah', 'diriyah-en'], []],
  ['الدرعية', ['diriyah-en'], []],
  ['الدرعيه', ['diriyah', 'diriyah-en'], []],
  ['درعية', ['diriyah', 'diriyah-en'], []],
  ['حايل', ['hail', 'hail-en'], []],
  ['Hail', ['hail'], []],
  ['الطايف', ['taif', 'taif-en'], []],
  ['الاحساء', ['ahsa', 'ahsa-en'], []],
  ['Ahsa', ['ahsa'], []],
  ['Jeddah', ['jeddah'], ['jadeeda', 'jadeeda-en']],
  ['جده', ['jeddah', 'jeddah-en'], ['jadeeda', 'jadeeda-en']],
  ['Jadeeda', ['jadeeda'], ['jeddah', 'jeddah-en']],
];

async function statementsOf(api: TestApi, url: string) {
  const before = api.database.queries.count;
  const answer = await api.get(url);
  expect(answer.status, answer.body).toBe(200);
  return { answer, statements: api.database.queries.count - before };
}

describeApi('search: short keys', (api) => {
  beforeAll(async () => {
    for (const [slug, [arabic, latin]] of Object.entries(NAMES)) {
      await api.database.db.execute(sql`INSERT INTO tags (slug, name_en, name_ar) VALUES
        (${slug}, 'Fixture', ${arabic}), (${`${slug}-en`}, ${latin}, 'تجربة')`);
    }
    await api.database.db.execute(sql`INSERT INTO places (share_id, slug, name_en, name_ar, category_id, city_id,
        latitude, longitude)
      SELECT 'short-' || slug, 'short-key-' || slug, 'Garden ' || slug, 'حديقة ' || name_ar,
        (SELECT min(id) FROM place_categories), (SELECT min(id) FROM cities), 24.7, 46.7
      FROM (VALUES ('riyadh', 'الرياض'), ('rawdah', 'الروضة'), ('olaya', 'العليا'), ('alula', 'العلا'))
        AS names (slug, name_ar)`);
  });

  it('stores the short keys of the names whose consonant key is short, and only those', async () => {
    const rows = await queryRows<{ slug: string; search_short_key: string }>(
      api.database.db,
      sql`SELECT slug, search_short_key FROM tags WHERE slug IN ('riyadh', 'rawdah-en', 'olaya', 'alula-en')
        ORDER BY slug`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.search_short_key]))).toEqual({
      'alula-en': ' uل ',
      olaya: ' لي ',
      'rawdah-en': ' رود ',
      riyadh: ' ريد ',
    });
  });

  it.each(CASES)('tags: %s finds %j and not %j', async (query, finds, misses) => {
    const found = slugsOf(
      (await api.get(`/api/v1/tags/?page_size=100&search=${encodeURIComponent(query)}`)).json.results,
    );
    for (const slug of finds) expect(found, `${query} finds ${slug}`).toContain(slug);
    for (const slug of misses) expect(found, `${query} misses ${slug}`).not.toContain(slug);
  });

  it('places: "Riyadh" and "Rawdah", "Olaya" and "AlUla" find their own place only, at the same statements', async () => {
    const search = async (text: string, perPage: number) => {
      const { answer, statements } = await statementsOf(
        api,
        `/api/v1/places/search/?text=${text}&per_page=${perPage}&ordering=relevance`,
      );
      return { slugs: slugsOf(sources(answer)).filter((slug) => slug.startsWith('short-key-')), statements };
    };
    for (const name of ['riyadh', 'rawdah', 'olaya', 'alula']) {
      const large = await search(NAMES[name][1], 100);
      expect(large.slugs, NAMES[name][1]).toEqual([`short-key-${name}`]);
      const small = await search(NAMES[name][1], 1);
      expect(small.statements).toBe(large.statements);
      expect(large.statements).toBeLessThanOrEqual(4);
    }
  });
});

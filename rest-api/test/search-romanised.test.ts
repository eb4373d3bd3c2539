// Romanised search (docs/search.md#romanised-search): a table of real pairs shares one key, a Latin query finds
// Arabic-only content of every searchable kind and an Arabic query finds Latin-only content, letter variants match,
// and the fixed page sizes of the clients' lists (rest-api/src/http/paging.ts).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/connect.ts';
import { ROMANISED_PAIRS } from './fixtures/romanised.ts';
import { describeApi, slugsOf, sources, type TestApi } from './helpers/app.ts';

const keyOf = async (api: TestApi, text: string) =>
  (await queryRows<{ key: string }>(api.database.db, sql`SELECT search_key_of(${text}) AS key`))[0].key;

const resultSlugs = async (api: TestApi, url: string) => {
  const answer = await api.get(url);
  expect(answer.status, answer.body).toBe(200);
  return answer.json.results ? slugsOf(answer.json.results) : slugsOf(sources(answer));
};

describeApi('search: romanised names and Arabic letter variants', (api) => {
  it(`gives each of the ${ROMANISED_PAIRS.length} real pairs one non-empty key`, async () => {
    expect(ROMANISED_PAIRS.length).toBeGreaterThanOrEqual(20);
    for (const [latin, arabic] of ROMANISED_PAIRS) {
      const key = await keyOf(api, latin);
      expect(key.trim(), latin).not.toBe('');
      expect(await keyOf(api, arabic), `${latin} / ${arabic}`).toBe(key);
    }
  });

  it('folds diacritics, tatweel, hamza forms and taa marbuta, and ignores articles', async () => {
    expect(await keyOf(api, 'مَكَّةُ')).toBe(await keyOf(api, 'مكه'));
    expect(await keyOf(api, 'جــدّة')).toBe(await keyOf(api, 'جدة'));
    expect(await keyOf(api, 'Al Balad')).toBe(await keyOf(api, 'البلد'));
    expect(await keyOf(api, 'the of al')).toBe('');
  });

  describe('finds Arabic-only tags by their romanised name and Latin-only tags by their Arabic name', () => {
    beforeAll(async () => {
      for (const [index, [latin, arabic]] of ROMANISED_PAIRS.entries()) {
        await api.database.db.execute(sql`INSERT INTO tags (slug, name_en, name_ar) VALUES
          (${`ar-only-${index}`}, ${`Tag ${index}`}, ${arabic}), (${`en-only-${index}`}, ${latin}, ${`وسم ${index}`})`);
      }
    });

    it.each(ROMANISED_PAIRS.map(([latin, arabic], index) => [latin, arabic, index] as const))(
      '%s <-> %s',
      async (latin, arabic, index) => {
        expect(await resultSlugs(api, `/api/v1/tags/?page_size=100&search=${encodeURIComponent(latin)}`)).toContain(
          `ar-only-${index}`,
        );
        // An Arabic word whose key is one letter (العليا: ل) finds Arabic text literally only: one letter is too vague.
        const oneLetter = (await keyOf(api, arabic)).trim().length === 1;
        const found = await resultSlugs(api, `/api/v1/tags/?page_size=100&search=${encodeURIComponent(arabic)}`);
        if (oneLetter) expect(found).not.toContain(`en-only-${index}`);
        else expect(found).toContain(`en-only-${index}`);
      },
    );
  });

  describe('every searchable kind', () => {
    beforeAll(async () => {
      const db = api.database.db;
      await db.execute(sql`INSERT INTO places (share_id, slug, name_en, name_ar, category_id, city_id, latitude, longitude)
        VALUES ('romanised1', 'old-quarter-gate', 'Old quarter gate', 'باب البلد',
          (SELECT min(id) FROM place_categories), (SELECT min(id) FROM cities), 21.4858, 39.1862)`);
      await db.execute(sql`INSERT INTO happenings (kind, slug, city_id, name_en, name_ar, venue_name_en, venue_name_ar,
          start_date, end_date)
        SELECT kind, 'night-bazaar-' || kind, city_id, 'Night bazaar', 'بازار الليل', 'Business district', 'العليا',
          now() - interval '1 day', now() + interval '400 days'
        FROM happenings WHERE kind IN ('event', 'experience') GROUP BY kind, city_id ORDER BY city_id LIMIT 2`);
      await db.execute(
        sql`INSERT INTO organizers (slug, name_en, name_ar) VALUES ('sea-front-company', 'Sea front company', 'شركة الكورنيش')`,
      );
      await db.execute(sql`INSERT INTO categories (kind, slug, name_en, name_ar, icon)
        VALUES ('experience', 'dates-farms', 'Farm visits', 'مزارع القصيم', 'food')`);
      // search_text is left empty: only the title's romanised key can find these two
      await db.execute(sql`INSERT INTO articles (share_id, slug, language, title, summary, body, source_name,
          author_name, motif, published_at)
        VALUES ('romanised-ar', 'corniche-evenings-ar', 'ar', 'أمسيات الكورنيش الشمالي', 'نزهة', '<p>نزهة</p>',
          'محررو دليل', 'سارة الحربي', 'beach', now()),
        ('romanised-en', 'qassim-dates-en', 'en', 'Buraydah dates auction', 'Dates', '<p>Dates</p>',
          'Dalil Editors', 'Omar Nasser', 'food', now())`);
    });

    it('articles: "Corniche" finds أمسيات الكورنيش, "بريدة" finds Buraydah, by the whole text and as you type', async () => {
      for (const autocomplete of ['false', 'true']) {
        const search = (text: string) =>
          resultSlugs(
            api,
            `/api/v1/articles/search/?per_page=100&language=any&autocomplete=${autocomplete}&text=${text}`,
          );
        expect(await search('Corniche')).toContain('corniche-evenings-ar');
        expect(await search(encodeURIComponent('بريدة'))).toContain('qassim-dates-en');
        expect(await search('Corniche')).not.toContain('qassim-dates-en');
      }
    });

    it('places: "Balad" finds باب البلد', async () => {
      expect(await resultSlugs(api, '/api/v1/places/search/?text=Balad&per_page=100')).toContain('old-quarter-gate');
    });

    it('events and experiences: "Olaya" finds an item at العليا', async () => {
      const slugs = [
        ...(await resultSlugs(api, '/api/v1/events/search/?text=Olaya&per_page=100')),
        ...(await resultSlugs(api, '/api/v1/experiences/search/?text=Olaya&per_page=100')),
      ];
      expect(slugs.some((slug) => slug.startsWith('night-bazaar-'))).toBe(true);
    });

    it('organizers: "Corniche" finds شركة الكورنيش', async () => {
      expect(await resultSlugs(api, '/api/v1/organizers/?search=Corniche')).toContain('sea-front-company');
    });

    it('categories of both kinds at once: "Qassim" finds مزارع القصيم', async () => {
      expect(await resultSlugs(api, '/api/v1/categories/?search=Qassim')).toEqual(['dates-farms']);
      expect(await resultSlugs(api, '/api/v1/categories/?search=Qassim&kind=event')).toEqual([]);
    });

    it('cities: "Riyadh" and "الرياض" find Riyadh', async () => {
      expect(await resultSlugs(api, '/api/v1/cities/?search=Riyadh')).toEqual(['riyadh']);
      expect(await resultSlugs(api, '/api/v1/cities/?search=%D8%B1%D9%8A%D8%A7%D8%B6')).toEqual(['riyadh']);
    });

    it('events: Arabic letter variants match ("مكه" finds what "مكة" finds, "جده" what "جدة" finds)', async () => {
      const a = await resultSlugs(api, `/api/v1/events/search/?text=${encodeURIComponent('موسم جده')}`);
      const b = await resultSlugs(api, `/api/v1/events/search/?text=${encodeURIComponent('موسم جدة')}`);
      expect(a.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
    });

    it('a query without any key ("al") finds by the literal text only', async () => {
      const answer = await api.get('/api/v1/organizers/?search=the');
      expect(answer.status).toBe(200);
      expect(slugsOf(answer.json.results)).not.toContain('sea-front-company');
    });
  });

  describe("page sizes of the clients' lists and bad input", () => {
    it('accepts per_page 150 for the items of a list, and refuses it without one', async () => {
      const lists = await api.get('/api/v1/home-lists/?city_ids=1');
      const listId = lists.json.results?.[0]?.id ?? 1;
      expect((await api.get(`/api/v1/events/search/?event_list_ids=${listId}&per_page=150`)).status).toBe(200);
      const refused = await api.get('/api/v1/events/search/?per_page=150');
      expect(refused.status).toBe(400);
      expect(refused.json.codes.per_page[0]).toEqual({ code: 'max_value', limit: 100 });
      expect((await api.get(`/api/v1/events/search/?event_list_ids=${listId}&per_page=151`)).status).toBe(400);
    });

    it('filters events by one Riyadh day (date) and refuses a date that does not exist', async () => {
      const all = sources(await api.get('/api/v1/events/search/?per_page=100'));
      const onDay = sources(await api.get('/api/v1/events/search/?per_page=100&date=2026-11-23'));
      const from = new Date('2026-11-22T21:00:00Z').getTime();
      const to = new Date('2026-11-23T21:00:00Z').getTime();
      const expected = all.filter(
        (e: { start_date: string; end_date: string }) =>
          new Date(e.start_date).getTime() < to && new Date(e.end_date).getTime() >= from,
      );
      expect(slugsOf(onDay).sort()).toEqual(slugsOf(expected).sort());
      expect(onDay.length).toBeLessThan(all.length);
      expect((await api.get('/api/v1/events/search/?date=2026-02-30')).status).toBe(400);
    });

    it('refuses a search text over 200 characters with a code', async () => {
      const answer = await api.get(`/api/v1/places/search/?text=${'a'.repeat(201)}`);
      expect(answer.status).toBe(400);
      expect(answer.json.codes.text[0].code).toBe('max_length');
    });
  });
});

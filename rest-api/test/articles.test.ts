// Articles through the API on the real seed content: the search filters and paging, lookups, bodies (sanitised, web),
// tips and reports through the community routes with exact counts, and a fixed number of queries per read.
import { expect, it } from 'vitest';
import { sanitizeHtml } from '../src/articles/html.ts';
import { buildSeedContent } from '../src/seed/content/index.ts';
import { describeApi, sources, type Answer, type TestApi } from './helpers/app.ts';
import { call, newMember } from './helpers/community.ts';
import { queriesOf } from './helpers/queries.ts';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const search = (api: TestApi, query: string) => api.get(`/api/v1/articles/search/?${query}`);
const cityId = async (api: TestApi, slug: string) =>
  (await api.get('/api/v1/cities/?page_size=all')).json.results.find((c: { slug: string }) => c.slug === slug).id;

describeApi(
  'articles',
  (api) => {
    it('seeds at least 60 articles, at least 25 in each language, about all five cities', async () => {
      const all = await search(api, 'language=any&per_page=100');
      expect(all.json.hits.total).toBeGreaterThanOrEqual(60);
      for (const language of ['en', 'ar']) {
        const answer = await search(api, `language=${language}&per_page=100`);
        expect(answer.json.hits.total).toBeGreaterThanOrEqual(25);
        expect(sources(answer).every((a: { language: string }) => a.language === language)).toBe(true);
      }
      const cities = new Set(sources(all).flatMap((a: { city_ids: number[] }) => a.city_ids));
      expect(cities.size).toBe(5);
      const text = sources(all)
        .map((a: { title: string; summary: string }) => a.title + a.summary)
        .join(' ');
      expect(text).not.toMatch(/lorem|ipsum/i);
    });

    it('pages newest first without overlap, in the Elasticsearch shape', async () => {
      const first = await search(api, 'per_page=7');
      const second = await search(api, 'per_page=7&starting=7');
      expect(first.json).toMatchObject({ starting: 0, per_page: 7 });
      const ids = [...sources(first), ...sources(second)].map((a: { id: number }) => a.id);
      expect(new Set(ids).size).toBe(14);
      const dates = [...sources(first), ...sources(second)].map((a: { published_at: string }) => a.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(first.json.hits.hits[0]._id).toBe(String(ids[0]));
      const past = await search(api, 'starting=1000');
      expect(past.json.hits).toEqual({ total: first.json.hits.total, hits: [] });
    });

    it('filters by text (Arabic letter forms folded), autocomplete on titles, tags, cities and source', async () => {
      const balad = sources(await search(api, 'text=coral'));
      expect(balad.map((a: { slug: string }) => a.slug)).toContain('al-balad-walk');
      // "جده" (ha) finds "جدة" (taa marbuta)
      const folded = sources(await search(api, `text=${encodeURIComponent('جده')}&language=ar`));
      expect(folded.length).toBeGreaterThan(0);
      // "coral" is in the body of the Al-Balad article, not in any title
      expect((await search(api, 'text=coral&autocomplete=true')).json.hits.total).toBe(0);
      const typed = sources(await search(api, 'text=hegr&autocomplete=true&language=any'));
      // the literal title match first; then the Arabic titles whose romanised key starts with "hegr" (الحجر, and a
      // false friend: الحجرية, "of stone"), docs/search.md#romanised-search
      const typedSlugs = typed.map((a: { slug: string }) => a.slug);
      expect(typedSlugs[0]).toBe('hegra-tombs');
      expect(typedSlugs).toContain('hegra-tombs-ar');
      expect(typed.slice(1).every((a: { language: string }) => a.language === 'ar')).toBe(true);

      const coffee = (await api.get('/api/v1/tags/?search=Coffee')).json.results[0].id;
      const tagged = sources(await search(api, `tags_ids=${coffee}&per_page=100`));
      expect(tagged.length).toBeGreaterThan(0);
      expect(tagged.every((a: { tags: { id: number }[] }) => a.tags.some((t) => t.id === coffee))).toBe(true);

      const abha = await cityId(api, 'abha');
      const inAbha = await search(api, `city_ids=${abha}&language=any&per_page=100`);
      expect(inAbha.json.hits.total).toBe(14);
      expect(sources(inAbha).every((a: { city_ids: number[] }) => a.city_ids.includes(abha))).toBe(true);

      const fromSources = (await api.get('/api/v1/articles/sources/?language=en')).json.results;
      const first = fromSources[0];
      const bySource = await search(api, `source=${encodeURIComponent(first.name)}&language=en&per_page=100`);
      expect(bySource.json.hits.total).toBe(first.article_count);
    });

    it('lists the tags articles carry with counts that match the tag filter, per language', async () => {
      const all = (await api.get('/api/v1/articles/tags/')).json.results;
      expect(all.length).toBeGreaterThan(3);
      const names = all.map((tag: { name_en: string }) => tag.name_en);
      expect(names).toEqual([...names].sort((x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0)));
      for (const tag of all.slice(0, 3)) {
        const tagged = await search(api, `tags_ids=${tag.id}&per_page=1`);
        expect(tagged.json.hits.total).toBe(tag.article_count);
      }
      const arabic = (await api.get('/api/v1/articles/tags/?language=ar')).json.results;
      const first = arabic[0];
      const inArabic = await search(api, `tags_ids=${first.id}&language=ar&per_page=1`);
      expect(inArabic.json.hits.total).toBe(first.article_count);
      const placeOnly = (await api.get('/api/v1/places/tags/?page_size=all')).json.results.filter(
        (tag: { id: number }) => !all.some((used: { id: number }) => used.id === tag.id),
      );
      expect(placeOnly.length).toBeGreaterThan(0);
      expect((await api.get('/api/v1/articles/tags/?language=fr')).status).toBe(400);
    });

    it('rejects bad filters and over-long text with coded errors', async () => {
      const long = await search(api, `text=${'a'.repeat(201)}`);
      expect(long.status).toBe(400);
      expect(long.json.codes.text[0].code).toBe('max_length');
      const language = await search(api, 'language=fr');
      expect(language.status).toBe(400);
      expect((await search(api, 'tags_ids=1,x')).json.codes.tags_ids[0].code).toBe('invalid_id_list');
    });

    it("lists the request's language by default, both with language=any, and any language by ids", async () => {
      const languages = (answer: Answer) => new Set(sources(answer).map((a: { language: string }) => a.language));
      const english = await search(api, 'per_page=100');
      expect(languages(english)).toEqual(new Set(['en']));
      const arabic = await api.get('/api/v1/articles/search/?per_page=100', { 'accept-language': 'ar-SA,ar;q=0.9' });
      expect(languages(arabic)).toEqual(new Set(['ar']));
      const both = await search(api, 'language=any&per_page=100');
      expect(both.json.hits.total).toBe(english.json.hits.total + arabic.json.hits.total);
      const pair = sources(both)
        .filter((a: { slug: string }) => a.slug.startsWith('al-balad-walk'))
        .map((a: { id: number }) => a.id);
      expect(languages(await search(api, `ids=${pair.join(',')}`))).toEqual(new Set(['en', 'ar']));

      const sourceNames = async (headers?: Record<string, string>) =>
        (await api.get('/api/v1/articles/sources/', headers)).json.results.map((s: { name: string }) => s.name);
      expect(await sourceNames()).toEqual(['Dalil Editors', 'Najd Journal', 'Red Sea Weekly']);
      expect(await sourceNames({ 'accept-language': 'ar' })).toEqual([
        'أسبوعية البحر الأحمر',
        'مجلة نجد',
        'محررو دليل',
      ]);
    });

    it('links each article to its translation, both ways', async () => {
      const english = (await api.get('/api/v1/articles/al-balad-walk/')).json;
      const arabic = (await api.get('/api/v1/articles/al-balad-walk-ar/')).json;
      expect(english.translation_id).toBe(arabic.id);
      expect(arabic.translation_id).toBe(english.id);
      const all = sources(await search(api, 'language=any&per_page=100'));
      expect(all.every((a: { translation_id: number | null }) => a.translation_id !== null)).toBe(true);
      const byId = new Map(all.map((a: { id: number; language: string }) => [a.id, a]));
      for (const a of all as { id: number; language: string; translation_id: number }[]) {
        const other = byId.get(a.translation_id) as { language: string; translation_id: number };
        expect(other.translation_id).toBe(a.id);
        expect(other.language).not.toBe(a.language);
      }
    });

    it('finds one article by id, slug or share id (and lang), and 404s the unknown', async () => {
      const bySlug = await api.get('/api/v1/articles/al-balad-walk/');
      expect(bySlug.json).toMatchObject({ slug: 'al-balad-walk', language: 'en' });
      expect((await api.get(`/api/v1/articles/${bySlug.json.id}/`)).json.slug).toBe('al-balad-walk');
      expect((await api.get(`/api/v1/articles/share/${bySlug.json.share_id}/`)).json.id).toBe(bySlug.json.id);
      expect((await api.get('/api/v1/articles/al-balad-walk/?lang=en')).status).toBe(200);
      expect((await api.get('/api/v1/articles/al-balad-walk/?lang=ar')).status).toBe(404);
      const missing = await api.get('/api/v1/articles/no-such-article/');
      expect(missing.status).toBe(404);
      expect(missing.json.code).toBe('not_found');
      expect((await api.get('/api/v1/articles/share/nope/')).status).toBe(404);
    });

    it('answers the body sanitised, and web-ready with web=true', async () => {
      const plain = (await api.get('/api/v1/articles/hegra-tombs-ar/body/')).json;
      expect(plain).toMatchObject({ language: 'ar', web: false });
      expect(plain.body).toContain('<h2>ما يجب معرفته</h2>');
      expect(plain.body).not.toContain('target=');
      const web = (await api.get('/api/v1/articles/hegra-tombs-ar/body/?web=true')).json;
      expect(web.body).toContain('target="_blank" rel="noopener noreferrer"');
      expect((await api.get('/api/v1/articles/nope/body/')).status).toBe(404);
    });

    it('keeps scripts, event handlers and unsafe links out of bodies', () => {
      const dirty =
        '<p onclick="steal()">Hello<script>alert(1)</script></p><img src=x onerror=alert(2)>' +
        '<a href="javascript:alert(3)">x</a><a href="jav&#x61;script:alert(4)">y</a><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><a href="https://ok.example/?a=1&b=2" onmouseover="x()">ok</a>';
      const clean = sanitizeHtml(dirty);
      expect(clean).toBe('<p>Hello</p><a>x</a><a>y</a><a href="https://ok.example/?a=1&amp;b=2">ok</a>');
      expect(clean).not.toMatch(/script|onerror|onclick|onmouseover|iframe|style/i);
    });

    it('takes tips with an exact tip_count, lists them, and files a report sent as form data', async () => {
      const article = (await api.get('/api/v1/articles/kabsa-and-jareesh/')).json;
      const member = await newMember(api);
      const posted = await call(api, 'POST', '/api/v1/articles/tips/', member, {
        entity: article.id,
        text: 'Ask for the jareesh with extra fried onions.',
        is_negative: true,
      });
      expect(posted.status).toBe(201);
      expect(posted.json.entity_type).toBe('article');
      expect((await api.get('/api/v1/articles/kabsa-and-jareesh/')).json.tip_count).toBe(article.tip_count + 1);
      const tips = (await api.get(`/api/v1/articles/${article.id}/tips/`)).json;
      expect(tips.count).toBe(1);
      const batch = (await api.get(`/api/v1/articles/tips/?entity_ids=${article.id}`)).json.results;
      expect(batch[0]).toMatchObject({ entity_id: article.id, count: 1 });
      expect((await call(api, 'DELETE', `/api/v1/articles/tips/${posted.json.id}/`, member)).status).toBe(204);
      expect((await api.get('/api/v1/articles/kabsa-and-jareesh/')).json.tip_count).toBe(article.tip_count);

      const report = (who: typeof member | null) =>
        api.request({
          method: 'POST',
          url: `/api/v1/articles/${article.id}/report/`,
          payload: 'reason=misleading&note=Wrong+date',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(who ? who.headers : {}) },
        });
      const first = await report(member);
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({ target_type: 'article', target_id: article.id, reason: 'misleading' });
      expect((await report(member)).status).toBe(200);
      expect((await report(null)).status).toBe(401);
      const bad = await call(api, 'POST', `/api/v1/articles/${article.id}/report/`, member, { reason: 'boring' });
      expect(bad.status).toBe(400);
      expect((await call(api, 'POST', '/api/v1/articles/999999/report/', member, { reason: 'spam' })).status).toBe(404);
    });

    it('answers every read with a fixed number of queries whatever the page size', async () => {
      const count = async (url: string) => (await queriesOf(api.database.db, () => api.get(url))).length;
      expect(await count('/api/v1/articles/search/?per_page=2')).toBe(2);
      expect(await count('/api/v1/articles/search/?per_page=100&text=the')).toBe(2);
      expect(await count('/api/v1/articles/al-balad-walk/')).toBe(1);
      expect(await count('/api/v1/articles/al-balad-walk/body/?web=true')).toBe(1);
      expect(await count('/api/v1/articles/sources/')).toBe(1);
      expect(await count('/api/v1/articles/tags/')).toBe(1);
    });
  },
  { seedData: buildSeedContent(NOW), now: NOW },
);

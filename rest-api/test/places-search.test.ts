// Places: categories, tags, search (Arabic letter variants, English, every filter), nearby, open now at a fixed
// instant, lookups and generated images.
import { expect, it } from 'vitest';
import { BALAD, placesSeed } from './fixtures/places.ts';
import { MEMBER_PASSWORD } from './fixtures/seed.ts';
import { describeApi, slugsOf, sources, type TestApi } from './helpers/app.ts';
import { bearer, signIn } from './helpers/members.ts';
import { texts } from './helpers/errors.ts';

const search = async (api: TestApi, query: string, headers: Record<string, string> = {}) => {
  const answer = await api.get(`/api/v1/places/search/?${query}`, headers);
  expect(answer.status, answer.body).toBe(200);
  return slugsOf(sources(answer)).sort();
};

/** Haversine in km, to check the SQL. */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

describeApi(
  'places: categories, search and lookups',
  (api) => {
    const ids = async () => {
      const categories = (await api.get('/api/v1/places/categories/')).json.results as {
        id: number;
        slug: string;
        subcategories: { id: number; slug: string }[];
      }[];
      const category = (slug: string) => categories.find((c) => c.slug === slug)!;
      const subcategory = (slug: string) => categories.flatMap((c) => c.subcategories).find((s) => s.slug === slug)!;
      const cities = (await api.get('/api/v1/cities/')).json.results as { id: number; slug: string }[];
      const city = (slug: string) => cities.find((c) => c.slug === slug)!.id;
      return { category, subcategory, city };
    };

    it('lists the 8 categories in order with icons, bilingual names, 2-5 subcategories and place counts', async () => {
      const answer = await api.get('/api/v1/places/categories/');
      expect(answer.status).toBe(200);
      const results = answer.json.results;
      expect(results.map((c: { slug: string }) => c.slug)).toEqual([
        'restaurants',
        'cafes',
        'malls',
        'museums',
        'parks',
        'beaches',
        'hotels',
        'heritage-sites',
      ]);
      expect(results.map((c: { icon: string }) => c.icon)).toEqual([
        'restaurant',
        'cafe',
        'mall',
        'museum',
        'park',
        'beach',
        'hotel',
        'heritage',
      ]);
      for (const category of results) {
        expect(category.name_ar).toMatch(/[\u0600-\u06ff]/);
        expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
        expect(category.subcategories.length).toBeLessThanOrEqual(5);
        for (const sub of category.subcategories) expect(sub.category_id).toBe(category.id);
      }
      const counts = Object.fromEntries(
        results.map((c: { slug: string; place_count: number }) => [c.slug, c.place_count]),
      );
      expect(counts).toMatchObject({ cafes: 2, hotels: 2, museums: 1, malls: 1, restaurants: 1, beaches: 1, parks: 0 });
      const { city } = await ids();
      const jeddah = (await api.get(`/api/v1/places/categories/?metropolis=${city('jeddah')}`)).json.results;
      expect(
        Object.fromEntries(jeddah.map((c: { slug: string; place_count: number }) => [c.slug, c.place_count])),
      ).toMatchObject({ cafes: 2, hotels: 1, museums: 0, malls: 0, restaurants: 1, beaches: 1 });
    });

    it('finds Arabic names whatever the hamza, taa marbuta, alif maqsura and diacritics', async () => {
      expect(await search(api, `text=${encodeURIComponent('مقهى بوابه مكه')}`)).toEqual(['makkah-gate-cafe']);
      expect(await search(api, `text=${encodeURIComponent('ملتقي الاصدقاء')}`)).toEqual(['friends-majlis']);
      expect(await search(api, `text=${encodeURIComponent('ملتقى الإصدقاء')}`)).toEqual(['friends-majlis']);
      expect(await search(api, `text=${encodeURIComponent('متحف المصمك الاثري')}`)).toEqual(['masmak-museum']);
      expect(await search(api, `text=${encodeURIComponent('مُتْحَف')}`)).toEqual(['masmak-museum']);
      expect(await search(api, `text=${encodeURIComponent('لولوه')}`)).toEqual(['luluah-mall']);
      expect(await search(api, `text=${encodeURIComponent('فندق الشاطي')}`)).toEqual(['beach-hotel']);
      expect(await search(api, `text=${encodeURIComponent('ابحر')}`)).toEqual(['obhur-beach']);
      expect(await search(api, `search=${encodeURIComponent('أعلـــى التل')}`)).toEqual(['hilltop-hotel']);
    });

    it('finds English text in names, about, category and tag names; search_type=name looks at names only', async () => {
      expect(await search(api, 'text=CORNICHE')).toEqual(['corniche-grill']);
      expect(await search(api, 'text=lamb%20chops')).toEqual(['corniche-grill']);
      expect(await search(api, 'text=lamb&search_type=name')).toEqual([]);
      expect(await search(api, 'text=museums')).toEqual(['masmak-museum']);
      expect(await search(api, 'text=heritage')).toEqual(['friends-majlis', 'masmak-museum']);
      expect(await search(api, 'text=heritage&search_type=name')).toEqual([]);
      expect(await search(api, 'text=%25')).toEqual([]);
      const ranked = sources(await api.get('/api/v1/places/search/?text=hotel'));
      expect(slugsOf(ranked)).toEqual(['beach-hotel', 'hilltop-hotel']);
    });

    it('filters by category, subcategory, tags, ids and city', async () => {
      const { category, subcategory, city } = await ids();
      expect(await search(api, `category=${category('cafes').id}`)).toEqual(['friends-majlis', 'makkah-gate-cafe']);
      expect(await search(api, `category=${category('cafes').id},${category('malls').id}`)).toEqual([
        'friends-majlis',
        'luluah-mall',
        'makkah-gate-cafe',
      ]);
      expect(await search(api, `subcategory=${subcategory('grills').id}`)).toEqual(['corniche-grill']);
      const tags = (await api.get('/api/v1/places/tags/')).json;
      expect(tags.results.map((t: { slug: string }) => t.slug)).toEqual(['heritage', 'outdoor']);
      const outdoor = tags.results.find((t: { slug: string }) => t.slug === 'outdoor').id;
      expect(await search(api, `tags=${outdoor}`)).toEqual(['corniche-grill', 'obhur-beach']);
      expect((await api.get('/api/v1/places/tags/?search=herit')).json.count).toBe(1);
      expect(await search(api, `metropolis=${city('riyadh')}`)).toEqual(['luluah-mall', 'masmak-museum']);
      const grill = (await api.get('/api/v1/places/corniche-grill/')).json.id;
      const museum = (await api.get('/api/v1/places/masmak-museum/')).json.id;
      expect(await search(api, `ids=${grill},${museum}`)).toEqual(['corniche-grill', 'masmak-museum']);
      expect(texts((await api.get('/api/v1/places/search/?category=x')).json)).toEqual({
        category: ['Enter a comma-separated list of whole numbers.'],
      });
    });

    it('filters by map bounds (the city is then ignored) and answers bad bounds precisely', async () => {
      const { city } = await ids();
      // central Jeddah, without Obhur in the north
      const bounds = '21.45,39.10,21.65,39.25';
      expect(await search(api, `bounds=${bounds}`)).toEqual([
        'beach-hotel',
        'corniche-grill',
        'friends-majlis',
        'makkah-gate-cafe',
      ]);
      expect(await search(api, `bounds=${bounds}&metropolis=${city('riyadh')}`)).toEqual([
        'beach-hotel',
        'corniche-grill',
        'friends-majlis',
        'makkah-gate-cafe',
      ]);
      for (const bad of ['1,2,3', '21.6,39,21.4,40', 'a,b,c,d', '91,0,92,1']) {
        const answer = await api.get(`/api/v1/places/search/?bounds=${bad}`);
        expect(answer.status).toBe(400);
        expect(texts(answer.json)).toEqual({ bounds: ['Enter bounds as "south,west,north,east".'] });
      }
      const ar = await api.get('/api/v1/places/search/?bounds=x', { 'accept-language': 'ar' });
      expect(ar.json.codes).toEqual({ bounds: [{ code: 'bounds_invalid' }] });
    });

    it('gives distance_km from a position and orders by distance', async () => {
      const answer = await api.get(
        `/api/v1/places/search/?position=${BALAD.latitude},${BALAD.longitude}&ordering=distance&per_page=100`,
      );
      const items = sources(answer) as {
        slug: string;
        distance_km: number;
        location: { latitude: number; longitude: number };
      }[];
      expect(items).toHaveLength(8);
      expect(items[0].slug).toBe('makkah-gate-cafe');
      expect(items[0].distance_km).toBe(0);
      for (const item of items) expect(item.distance_km).toBeCloseTo(km(BALAD, item.location), 1);
      const distances = items.map((item) => item.distance_km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(items.at(-1)!.slug).toBe('masmak-museum');
      const plain = sources(await api.get('/api/v1/places/search/'));
      expect(plain.every((item: { distance_km: unknown }) => item.distance_km === null)).toBe(true);
      expect(texts((await api.get('/api/v1/places/search/?ordering=distance')).json)).toEqual({
        ordering: ['Ordering by distance needs a position.'],
      });
      expect(texts((await api.get('/api/v1/places/search/?position=200,1')).json)).toEqual({
        position: ['Enter a position as "latitude,longitude".'],
      });
    });

    it('orders by name, check-ins and rating', async () => {
      const names = slugsOf(sources(await api.get('/api/v1/places/search/?ordering=name_en')));
      expect(names[0]).toBe('beach-hotel');
      expect(names.at(-1)).toBe('obhur-beach');
      const busiest = slugsOf(sources(await api.get('/api/v1/places/search/?ordering=-checkin_count&per_page=2')));
      expect(busiest).toEqual(['corniche-grill', 'masmak-museum']);
      expect((await api.get('/api/v1/places/search/?ordering=-rating_average')).status).toBe(200);
      expect((await api.get('/api/v1/places/search/?ordering=stars')).status).toBe(400);
    });

    it('open_now follows the injected clock in Riyadh, overnight spans and the week wrap included', async () => {
      // Sunday 13:00
      expect(await search(api, 'open_now=true')).toEqual([
        'corniche-grill',
        'hilltop-hotel',
        'makkah-gate-cafe',
        'masmak-museum',
      ]);
      // Sunday 00:30: Saturday's late spans are still open, the cafe (06:00-02:00) too
      api.setNow('2026-11-22T00:30:00+03:00');
      expect(await search(api, 'open_now=true')).toEqual([
        'beach-hotel',
        'corniche-grill',
        'hilltop-hotel',
        'makkah-gate-cafe',
      ]);
      // Sunday 02:30: only the hotel open all day and the Saturday night span wrapping into Sunday
      api.setNow('2026-11-22T02:30:00+03:00');
      expect(await search(api, 'open_now=true')).toEqual(['beach-hotel', 'hilltop-hotel']);
      // Friday 12:00: the museum is closed on Fridays
      api.setNow('2026-11-27T12:00:00+03:00');
      expect(await search(api, 'open_now=true')).toEqual(['corniche-grill', 'hilltop-hotel', 'makkah-gate-cafe']);
      expect(await search(api, 'open_now=false')).toHaveLength(8);
    });

    it('nearby: within the distance, nearest first, leaving out place_id; at most 50 km', async () => {
      const at = `latitude=${BALAD.latitude}&longitude=${BALAD.longitude}`;
      const near = await api.get(`/api/v1/places/nearby/?${at}&distance=10`);
      expect(near.status).toBe(200);
      expect(near.json.count).toBe(3);
      expect(slugsOf(near.json.results)).toEqual(['makkah-gate-cafe', 'friends-majlis', 'corniche-grill']);
      expect(near.json.results[1].distance_km).toBeCloseTo(km(BALAD, { latitude: 21.49, longitude: 39.19 }), 1);
      const cafe = near.json.results[0].id;
      expect(
        slugsOf((await api.get(`/api/v1/places/nearby/?${at}&distance=10&place_id=${cafe}`)).json.results),
      ).toEqual(['friends-majlis', 'corniche-grill']);
      expect((await api.get(`/api/v1/places/nearby/?${at}&distance=1`)).json.count).toBe(2);
      expect((await api.get(`/api/v1/places/nearby/?${at}&distance=50`)).json.count).toBe(5);
      // the contract's default point is central Jeddah, 5 km
      expect(slugsOf((await api.get('/api/v1/places/nearby/')).json.results)).toEqual([
        'makkah-gate-cafe',
        'friends-majlis',
      ]);
      const far = await api.get(`/api/v1/places/nearby/?${at}&distance=51`);
      expect(far.status).toBe(400);
      expect(texts(far.json)).toEqual({ distance: ['Ensure this value is less than or equal to 50.'] });
      expect((await api.get('/api/v1/places/nearby/?distance=51', { 'accept-language': 'ar' })).json.codes).toEqual({
        distance: [{ code: 'max_value', limit: 50 }],
      });
    });

    it('answers one place by id, slug and share id with its hours, tags and links', async () => {
      const bySlug = await api.get('/api/v1/places/masmak-museum/');
      expect(bySlug.status).toBe(200);
      const museum = bySlug.json;
      expect((await api.get(`/api/v1/places/${museum.id}/`)).json).toEqual(museum);
      expect((await api.get(`/api/v1/places/share/${museum.share_id}/`)).json).toEqual(museum);
      expect(museum).toMatchObject({
        name_ar: 'مَتْحَفُ المَصْمَك الأثري',
        category_id: expect.any(Number),
        features: ['wifi', 'parking'],
        tags: [{ slug: 'heritage', name_en: 'Heritage', name_ar: 'تراث' }],
        location: { latitude: 24.6312, longitude: 46.7134, district_en: 'Al Hamra', district_ar: 'الحمراء' },
        social: { facebook: null, twitter: null, youtube: null, instagram: 'https://instagram.com/x' },
        image: `http://api.test/media/places/${museum.id}.svg`,
        thumbnail: `http://api.test/media/places/${museum.id}.svg?size=thumb`,
        owner_id: null,
        is_owner: false,
        last_checkin_by_me: null,
        rating_average: null,
        checkin_count: 70,
        distance_km: null,
      });
      expect(museum.opening_hours).toHaveLength(7);
      expect(museum.opening_hours[0]).toEqual({
        weekday: 0,
        closed: false,
        all_day: false,
        hours: [{ opening_time_in_min: 540, closing_time_in_min: 1020, opens: '09:00', closes: '17:00' }],
      });
      expect(museum.opening_hours[5]).toEqual({ weekday: 5, closed: true, all_day: false, hours: [] });
      expect((await api.get('/api/v1/places/friends-majlis/')).json.opening_hours).toEqual([]);
      const grill = (await api.get('/api/v1/places/corniche-grill/')).json;
      expect(grill.opening_hours[6].hours[0]).toMatchObject({
        opening_time_in_min: 9360,
        closing_time_in_min: 10140,
        closes: '01:00',
      });
      for (const missing of ['/api/v1/places/999999/', '/api/v1/places/no-such-place/', '/api/v1/places/share/nope/']) {
        const answer = await api.get(missing);
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({ detail: 'Not found.', code: 'not_found' });
      }
      expect((await api.get('/api/v1/places/masmak-museum/', { 'x-client-key': undefined })).status).toBe(401);
    });

    it("owned=true gives the bearer's places with is_owner, and needs a member", async () => {
      const token = (await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token;
      const mine = sources(await api.get('/api/v1/places/search/?owned=true', bearer(token)));
      expect(slugsOf(mine)).toEqual(['corniche-grill']);
      expect(mine[0].is_owner).toBe(true);
      const omar = (await signIn(api, 'omar@example.com', MEMBER_PASSWORD)).json.access_token;
      expect(await search(api, 'owned=true', bearer(omar))).toEqual([]);
      expect((await api.get('/api/v1/places/corniche-grill/', bearer(omar))).json.is_owner).toBe(false);
      const visitor = await api.get('/api/v1/places/search/?owned=true');
      expect(visitor.status).toBe(401);
    });

    it("draws each place an image in its category's colours", async () => {
      const id = (await api.get('/api/v1/places/makkah-gate-cafe/')).json.id;
      const image = await api.get(`/media/places/${id}.svg`, { 'x-client-key': undefined });
      expect(image.status).toBe(200);
      expect(String(image.headers['content-type'])).toMatch(/^image\/svg\+xml/);
      expect(image.body).toMatch(/^<svg/);
      expect((await api.get(`/media/places/${id}.svg?size=thumb`)).body).toMatch(/width="400"/);
      expect((await api.get('/media/places/999999.svg')).status).toBe(404);
    });
  },
  { seedData: placesSeed },
);

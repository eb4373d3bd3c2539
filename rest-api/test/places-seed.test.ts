// The seed places: counts per city, every category, real-world-like bilingual content inside each city, hours with
// overnight spans, closed days, all-day and no hours, unique slugs and share ids, one place owned by Sara; and the
// whole seed inserted and served.
import { describe, expect, it } from 'vitest';
import { openStatus, toRows } from '../src/places/hours.ts';
import { buildSeedContent } from '../src/seed/content/index.ts';
import { cities } from '../src/seed/content/reference/cities.ts';
import { buildSeedPlaces } from '../src/seed/places/build.ts';
import { FIXTURE_NOW, MEMBER_PASSWORD } from './fixtures/seed.ts';
import { describeApi, slugsOf, sources } from './helpers/app.ts';
import { bearer, signIn } from './helpers/members.ts';

const ARABIC = /[\u0600-\u06FF]/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CATEGORIES = ['restaurants', 'cafes', 'malls', 'museums', 'parks', 'beaches', 'hotels', 'heritage-sites'];

describe('seed places', () => {
  const places = buildSeedPlaces();
  const inCity = (slug: string) => places.filter((p) => p.citySlug === slug);

  it('has at least 150 places in Jeddah and Riyadh and 40 in every other city', () => {
    expect(inCity('jeddah').length).toBeGreaterThanOrEqual(150);
    expect(inCity('riyadh').length).toBeGreaterThanOrEqual(150);
    for (const city of cities.filter((c) => !['jeddah', 'riyadh'].includes(c.slug)))
      expect(inCity(city.slug).length).toBeGreaterThanOrEqual(40);
  });

  it('covers every category, in Jeddah every one', () => {
    expect(new Set(places.map((p) => p.categorySlug))).toEqual(new Set(CATEGORIES));
    expect(new Set(inCity('jeddah').map((p) => p.categorySlug))).toEqual(new Set(CATEGORIES));
  });

  it('is the same on every run, with unique slugs and share ids', () => {
    expect(buildSeedPlaces()).toEqual(places);
    expect(new Set(places.map((p) => p.slug)).size).toBe(places.length);
    expect(new Set(places.map((p) => p.shareId)).size).toBe(places.length);
    for (const p of places) {
      expect(p.slug).toMatch(SLUG);
      expect(p.shareId).toMatch(/^[A-Za-z0-9]{7}$/);
    }
  });

  it('is bilingual and placed inside its city', () => {
    for (const p of places) {
      for (const text of [p.name.ar, p.about.ar, p.address.ar, p.district.ar]) expect(text).toMatch(ARABIC);
      expect(p.name.en).not.toMatch(ARABIC);
      const city = cities.find((c) => c.slug === p.citySlug)!;
      // within ~40 km of the centre (Obhur and Half Moon Bay are the farthest)
      expect(Math.abs(p.latitude - city.latitude)).toBeLessThan(0.4);
      expect(Math.abs(p.longitude - city.longitude)).toBeLessThan(0.4);
    }
    expect(places.map((p) => p.name.en)).toEqual(
      expect.arrayContaining(['Al-Balad Historic District', 'Kingdom Centre', 'Al-Masmak Fortress', 'Red Sea Mall']),
    );
  });

  it('has overnight spans, Saturday nights into Sunday, closed Fridays, all-day places and places without hours', () => {
    const rows = places.map((p) => toRows(p.hours));
    expect(
      rows.some((r) =>
        r.some((row) => row.closesAt !== null && !row.allDay && row.closesAt > (row.weekday + 1) * 1440),
      ),
    ).toBe(true);
    expect(
      rows.some((r) =>
        r.some((row) => row.weekday === 6 && row.closesAt !== null && row.closesAt > 10080 && !row.allDay),
      ),
    ).toBe(true);
    expect(places.some((p) => p.hours.some((d) => d.weekday === 5 && d.closed))).toBe(true);
    expect(places.some((p) => p.hours.length === 7 && p.hours.every((d) => d.all_day))).toBe(true);
    expect(places.filter((p) => p.hours.length === 0).length).toBeGreaterThan(5);
    // some are open and some closed at the fixture's Sunday noon
    const statuses = new Set(rows.map((r) => openStatus(r, FIXTURE_NOW)));
    expect(statuses).toEqual(new Set(['open', 'closed', 'n/a']));
  });

  it('gives exactly one place to Sara, in Jeddah', () => {
    const owned = places.filter((p) => p.ownerEmail !== null);
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ ownerEmail: 'sara@example.com', citySlug: 'jeddah' });
  });
});

describeApi(
  'seeded places served',
  (api) => {
    it('inserts every place with its hours and tags, findable in both languages', async () => {
      const all = await api.get('/api/v1/places/search/?per_page=1');
      expect(all.json.hits.total).toBe(buildSeedPlaces().length);
      const cityList = (await api.get('/api/v1/cities/')).json.results as { id: number; slug: string }[];
      const jeddah = cityList.find((c) => c.slug === 'jeddah')!.id;
      const counts = (await api.get(`/api/v1/places/categories/?metropolis=${jeddah}`)).json.results;
      expect(counts.reduce((sum: number, c: { place_count: number }) => sum + c.place_count, 0)).toBeGreaterThanOrEqual(
        150,
      );
      expect(slugsOf(sources(await api.get(`/api/v1/places/search/?text=${encodeURIComponent('المصمك')}`)))).toContain(
        'al-masmak-fortress',
      );
      expect(slugsOf(sources(await api.get('/api/v1/places/search/?text=kingdom%20centre')))).toContain(
        'kingdom-centre',
      );
      const balad = (await api.get('/api/v1/places/al-balad-historic-district/')).json;
      expect(balad.opening_hours).toHaveLength(7);
      expect(balad.tags.length).toBeGreaterThan(0);
      const token = (await signIn(api, 'sara@example.com', MEMBER_PASSWORD)).json.access_token;
      const owned = sources(await api.get('/api/v1/places/search/?owned=true', bearer(token)));
      expect(owned).toHaveLength(1);
      expect(owned[0]).toMatchObject({ city_id: jeddah, is_owner: true });
    });
  },
  { seedData: buildSeedContent(FIXTURE_NOW) },
);

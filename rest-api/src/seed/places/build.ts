// Builds the seed places: each city's landmarks, then places made by combining the catalog's name stems with the
// city's districts, category by category, until the city has its target count. Deterministic (seeded random).
import { cityBySlug } from '../content/reference/cities.ts';
import { createRandom, type Random } from '../content/random.ts';
import type { Bilingual } from '../types.ts';
import { CATALOG, type CategoryCatalog } from './catalog.ts';
import { CITY_PLACES } from './cities.ts';
import { HOURS_PATTERNS, type HoursPattern } from './hours-patterns.ts';
import type { CityPlaces, SeedPlace } from './types.ts';

/** More places to eat and drink than anything else, like a real city. */
const CATEGORY_ROTATION = [
  'restaurants',
  'cafes',
  'malls',
  'restaurants',
  'cafes',
  'parks',
  'museums',
  'hotels',
  'beaches',
  'heritage-sites',
];
const OWNER_EMAIL = 'sara@example.com';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const catalogOf = (slug: string): CategoryCatalog => {
  const found = CATALOG.find((c) => c.slug === slug);
  if (!found) throw new Error(`seed: unknown place category ${slug}`);
  return found;
};

interface Context {
  random: Random;
  slugs: Set<string>;
  shareIds: Set<string>;
}

function uniqueSlug(ctx: Context, base: string, city: string): string {
  let slug = base;
  for (let n = 2; ctx.slugs.has(slug); n++) slug = n === 2 ? `${base}-${city}` : `${base}-${city}-${n}`;
  ctx.slugs.add(slug);
  return slug;
}

function shareId(ctx: Context): string {
  let id = '';
  while (id === '' || ctx.shareIds.has(id))
    id = Array.from({ length: 7 }, () => BASE62[ctx.random.int(0, BASE62.length - 1)]).join('');
  ctx.shareIds.add(id);
  return id;
}

function contacts(ctx: Context, city: CityPlaces, slug: string): Pick<SeedPlace, 'phone' | 'website' | 'social'> {
  const { random } = ctx;
  const handle = slug.replace(/-/g, '_').slice(0, 28);
  return {
    phone: random.chance(0.75) ? `+966${city.areaCode}${String(random.int(2000000, 8999999))}` : null,
    website: random.chance(0.5) ? `https://${slug}.example.com` : null,
    social: {
      facebook: random.chance(0.2) ? `https://facebook.com/${handle}` : null,
      twitter: random.chance(0.3) ? `https://x.com/${handle}` : null,
      youtube: random.chance(0.1) ? `https://youtube.com/@${handle}` : null,
      instagram: random.chance(0.5) ? `https://instagram.com/${handle}` : null,
    },
  };
}

const pickSome = (random: Random, items: string[], min: number, max: number) =>
  random.shuffle(items).slice(0, random.int(min, max)).sort();

function place(
  ctx: Context,
  city: CityPlaces,
  input: {
    name: Bilingual;
    about: Bilingual;
    categorySlug: string;
    subcategorySlug: string;
    district: Bilingual;
    street: Bilingual | null;
    latitude: number;
    longitude: number;
    hours: HoursPattern;
    checkins: [number, number];
    ownerEmail?: string;
  },
): SeedPlace {
  const { random } = ctx;
  const catalog = catalogOf(input.categorySlug);
  const cityName = cityBySlug(city.city).name;
  const slug = uniqueSlug(ctx, slugify(input.name.en), city.city);
  const street = input.street;
  return {
    slug,
    shareId: shareId(ctx),
    citySlug: city.city,
    categorySlug: input.categorySlug,
    subcategorySlug: input.subcategorySlug,
    name: input.name,
    about: input.about,
    address: street
      ? {
          en: `${street.en}, ${input.district.en}, ${cityName.en}`,
          ar: `${street.ar}، ${input.district.ar}، ${cityName.ar}`,
        }
      : { en: `${input.district.en}, ${cityName.en}`, ar: `${input.district.ar}، ${cityName.ar}` },
    district: input.district,
    latitude: Math.round(input.latitude * 1e6) / 1e6,
    longitude: Math.round(input.longitude * 1e6) / 1e6,
    tagSlugs: pickSome(random, catalog.tags, 1, 3),
    features: pickSome(random, catalog.features, 1, 4),
    ...contacts(ctx, city, slug),
    hours: HOURS_PATTERNS[input.hours],
    ownerEmail: input.ownerEmail ?? null,
    checkinCount: random.int(...input.checkins),
  };
}

function cityPlaces(ctx: Context, city: CityPlaces): SeedPlace[] {
  const { random } = ctx;
  const places = city.landmarks.map((l) =>
    place(ctx, city, {
      name: l.name,
      about: l.about,
      categorySlug: l.categorySlug,
      subcategorySlug: l.subcategorySlug,
      district: l.district,
      street: null,
      latitude: l.latitude,
      longitude: l.longitude,
      hours: l.hours as HoursPattern,
      checkins: [150, 900],
    }),
  );
  const rotation = CATEGORY_ROTATION.filter((slug) => city.coastal || !catalogOf(slug).coastalOnly);
  const made = new Map<string, number>();
  const districtOrder = new Map(rotation.map((slug) => [slug, random.shuffle(city.districts)]));
  for (let i = 0; places.length < city.target; i++) {
    const catalog = catalogOf(rotation[i % rotation.length]);
    const k = made.get(catalog.slug) ?? 0;
    made.set(catalog.slug, k + 1);
    const stem = catalog.stems[k % catalog.stems.length];
    const districts = districtOrder.get(catalog.slug)!;
    const district = districts[Math.floor(k / catalog.stems.length) % districts.length];
    const blurb = random.pick(catalog.blurbs.filter((b) => !b.only || b.only.includes(stem.subcategory)));
    places.push(
      place(ctx, city, {
        name: { en: `${stem.name.en} – ${district.name.en}`, ar: `${stem.name.ar} - ${district.name.ar}` },
        about: {
          en: `${blurb.en} Find it on ${district.street.en} in ${district.name.en}.`,
          ar: `${blurb.ar} تجده في ${district.street.ar} بحي ${district.name.ar}.`,
        },
        categorySlug: catalog.slug,
        subcategorySlug: stem.subcategory,
        district: district.name,
        street: district.street,
        latitude: district.latitude + (random.next() - 0.5) * 0.024,
        longitude: district.longitude + (random.next() - 0.5) * 0.024,
        hours: random.pick(catalog.hours),
        checkins: [0, 250],
        // one restaurant in Jeddah is run by a seeded member (the `owned` filter)
        ownerEmail: city.city === 'jeddah' && catalog.slug === 'restaurants' && k === 0 ? OWNER_EMAIL : undefined,
      }),
    );
  }
  return places;
}

export function buildSeedPlaces(cities: CityPlaces[] = CITY_PLACES): SeedPlace[] {
  const ctx: Context = { random: createRandom('dalil-places'), slugs: new Set(), shareIds: new Set() };
  return cities.flatMap((city) => cityPlaces(ctx, city));
}

import type { SeedCity } from '../../types.ts';

export const CITY_SLUGS = ['jeddah', 'riyadh', 'dammam', 'alula', 'abha'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

export const cities: SeedCity[] = [
  {
    slug: 'jeddah',
    name: { en: 'Jeddah', ar: 'جدة' },
    latitude: 21.4858,
    longitude: 39.1925,
    isDefault: true,
    sortOrder: 1,
  },
  {
    slug: 'riyadh',
    name: { en: 'Riyadh', ar: 'الرياض' },
    latitude: 24.7136,
    longitude: 46.6753,
    isDefault: false,
    sortOrder: 2,
  },
  {
    slug: 'dammam',
    name: { en: 'Dammam', ar: 'الدمام' },
    latitude: 26.4207,
    longitude: 50.0888,
    isDefault: false,
    sortOrder: 3,
  },
  {
    slug: 'alula',
    name: { en: 'AlUla', ar: 'العلا' },
    latitude: 26.6085,
    longitude: 37.9232,
    isDefault: false,
    sortOrder: 4,
  },
  {
    slug: 'abha',
    name: { en: 'Abha', ar: 'أبها' },
    latitude: 18.2465,
    longitude: 42.5117,
    isDefault: false,
    sortOrder: 5,
  },
];

export function cityBySlug(slug: string): SeedCity {
  const city = cities.find((c) => c.slug === slug);
  if (!city) throw new Error(`unknown city ${slug}`);
  return city;
}

// Inserts seed places in batches: the rows (with their normalized search text), their tags and opening hours.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import * as t from '../../db/schema.ts';
import { toRows } from '../../places/hours.ts';
import { searchTextOf } from '../../places/normalize.ts';
import type { SeedPlace } from './types.ts';

const BATCH = 200;

function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${String(key)}"`);
  return value;
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function hasPlaces(db: Db): Promise<boolean> {
  return (await db.select({ id: t.places.id }).from(t.places).limit(1)).length > 0;
}

export async function seedPlaces(db: Db, places: SeedPlace[]): Promise<number> {
  if (places.length === 0) return 0;
  // One after another: `db` is the seed's transaction, one connection that runs one query at a time.
  const cities = await db.select().from(t.cities);
  const categories = await db.select().from(t.placeCategories);
  const subcategories = await db.select().from(t.placeSubcategories);
  const tags = await db.select().from(t.tags);
  const ownerEmails = [...new Set(places.flatMap((p) => (p.ownerEmail ? [p.ownerEmail] : [])))].concat('');
  const owners = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, ownerEmails));
  const city = new Map(cities.map((row) => [row.slug, row.id]));
  const category = new Map(categories.map((row) => [row.slug, row]));
  const subcategory = new Map(subcategories.map((row) => [row.slug, row]));
  const tag = new Map(tags.map((row) => [row.slug, row]));
  const owner = new Map(owners.map((row) => [row.email, row.id]));

  const rows = places.map((p) => {
    const cat = lookup(category, p.categorySlug, 'place category');
    const sub = p.subcategorySlug === null ? null : lookup(subcategory, p.subcategorySlug, 'place subcategory');
    const placeTags = p.tagSlugs.map((slug) => lookup(tag, slug, 'tag'));
    return {
      slug: p.slug,
      shareId: p.shareId,
      cityId: lookup(city, p.citySlug, 'city'),
      categoryId: cat.id,
      subcategoryId: sub?.id ?? null,
      ownerId: p.ownerEmail ? lookup(owner, p.ownerEmail, 'owner email') : null,
      nameEn: p.name.en,
      nameAr: p.name.ar,
      aboutEn: p.about.en,
      aboutAr: p.about.ar,
      addressEn: p.address.en,
      addressAr: p.address.ar,
      districtEn: p.district.en,
      districtAr: p.district.ar,
      latitude: p.latitude,
      longitude: p.longitude,
      features: p.features,
      phone: p.phone,
      website: p.website,
      ...p.social,
      checkinCount: p.checkinCount,
      searchName: searchTextOf([p.name.en, p.name.ar]),
      searchText: searchTextOf([
        p.name.en,
        p.name.ar,
        p.about.en,
        p.about.ar,
        p.address.en,
        p.address.ar,
        p.district.en,
        p.district.ar,
        cat.nameEn,
        cat.nameAr,
        sub?.nameEn,
        sub?.nameAr,
        ...placeTags.flatMap((x) => [x.nameEn, x.nameAr]),
      ]),
    };
  });
  const ids = new Map<string, number>();
  for (const batch of chunks(rows, BATCH)) {
    for (const row of await db.insert(t.places).values(batch).returning({ id: t.places.id, slug: t.places.slug }))
      ids.set(row.slug, row.id);
  }
  const tagLinks = places.flatMap((p) =>
    p.tagSlugs.map((slug) => ({ placeId: ids.get(p.slug)!, tagId: tag.get(slug)!.id })),
  );
  const hours = places.flatMap((p) => toRows(p.hours).map((row) => ({ placeId: ids.get(p.slug)!, ...row })));
  for (const batch of chunks(tagLinks, 1000)) await db.insert(t.placeTags).values(batch);
  for (const batch of chunks(hours, 1000)) await db.insert(t.placeHours).values(batch);
  return places.length;
}

// What the generated images show: a palette, a pictogram and a layout, read from the row the image belongs to.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { kindOfPath, kindPath } from '../happenings/kind.ts';
import type { MediaCollection } from '../http/urls.ts';

export interface ImageSubject {
  /** picks the palette: the category, so one category's images share colours */
  colourKey: string;
  /** picks the motif (category icon, "city", "organizer", "slide") */
  motif: string;
  /** picks the layout: the object itself, so no two images are the same */
  seedKey: string;
}

/** `galleryIndex` 1..gallery_count selects a gallery image of an event or experience; 0 is the main image. */
export async function imageSubject(
  db: Db,
  collection: MediaCollection,
  id: number,
  galleryIndex = 0,
): Promise<ImageSubject | undefined> {
  const kind = kindOfPath(collection);
  if (galleryIndex > 0 && !kind) return undefined;
  if (kind) {
    const [row] = await db
      .select({ galleryCount: t.happenings.galleryCount, icon: t.categories.icon, category: t.categories.slug })
      .from(t.happenings)
      .leftJoin(t.happeningCategories, eq(t.happeningCategories.happeningId, t.happenings.id))
      .leftJoin(t.categories, eq(t.categories.id, t.happeningCategories.categoryId))
      .where(and(eq(t.happenings.id, id), eq(t.happenings.kind, kind)))
      .orderBy(asc(t.happeningCategories.categoryId))
      .limit(1);
    if (!row || galleryIndex > row.galleryCount) return undefined;
    return { colourKey: row.category ?? kind, motif: row.icon ?? kind, seedKey: `${collection}:${id}` };
  }
  switch (collection) {
    case 'slides': {
      const [row] = await db.select().from(t.homeSlides).where(eq(t.homeSlides.id, id));
      if (!row) return undefined;
      // A slide about an item wears that item's colours and pictogram.
      const item =
        row.target !== 'url' && row.happeningId !== null
          ? await imageSubject(db, kindPath(row.target), row.happeningId)
          : undefined;
      return {
        colourKey: item?.colourKey ?? `slide-${row.id}`,
        motif: item?.motif ?? 'slide',
        seedKey: `${collection}:${id}`,
      };
    }
    case 'organizers': {
      const [row] = await db.select().from(t.organizers).where(eq(t.organizers.id, id));
      return row && { colourKey: row.slug, motif: 'organizer', seedKey: `${collection}:${id}` };
    }
    case 'cities': {
      const [row] = await db.select().from(t.cities).where(eq(t.cities.id, id));
      return row && { colourKey: row.slug, motif: 'city', seedKey: `${collection}:${id}` };
    }
    case 'places': {
      const [row] = await db
        .select({ icon: t.placeCategories.icon, category: t.placeCategories.slug })
        .from(t.places)
        .innerJoin(t.placeCategories, eq(t.placeCategories.id, t.places.categoryId))
        .where(eq(t.places.id, id));
      return row && { colourKey: `place-${row.category}`, motif: row.icon, seedKey: `${collection}:${id}` };
    }
    case 'articles': {
      const [row] = await db.select({ motif: t.articles.motif }).from(t.articles).where(eq(t.articles.id, id));
      return row && { colourKey: `article-${row.motif}`, motif: row.motif, seedKey: `${collection}:${id}` };
    }
    case 'curated-lists': {
      const [row] = await db
        .select({ motif: t.curatedLists.motif })
        .from(t.curatedLists)
        .where(eq(t.curatedLists.id, id));
      return row && { colourKey: `list-${row.motif}`, motif: row.motif, seedKey: `${collection}:${id}` };
    }
  }
}

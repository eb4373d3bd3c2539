// What the generated images show: a title, a colour key and a motif, read from the row the image belongs to.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { MediaCollection } from '../http/urls.ts';

export interface ImageSubject {
  title: string;
  subtitle: string;
  /** picks the palette */
  colourKey: string;
  /** picks the motif (category icon, "city", "organizer", "slide") */
  motif: string;
}

/** `galleryIndex` 1..gallery_count selects a gallery image of an event or experience; 0 is the main image. */
export async function imageSubject(db: Db, collection: MediaCollection, id: number, galleryIndex = 0): Promise<ImageSubject | undefined> {
  const hasGallery = collection === 'events' || collection === 'experiences';
  if (galleryIndex > 0 && !hasGallery) return undefined;
  switch (collection) {
    case 'events':
    case 'experiences': {
      const kind = collection === 'events' ? 'event' : 'experience';
      const [row] = await db.select({
        name: t.happenings.nameEn, venue: t.happenings.venueNameEn, galleryCount: t.happenings.galleryCount,
        icon: t.categories.icon, category: t.categories.slug,
      })
        .from(t.happenings)
        .leftJoin(t.happeningCategories, eq(t.happeningCategories.happeningId, t.happenings.id))
        .leftJoin(t.categories, eq(t.categories.id, t.happeningCategories.categoryId))
        .where(and(eq(t.happenings.id, id), eq(t.happenings.kind, kind)))
        .orderBy(asc(t.happeningCategories.categoryId))
        .limit(1);
      if (!row || galleryIndex > row.galleryCount) return undefined;
      return { title: row.name, subtitle: row.venue, colourKey: row.category ?? kind, motif: row.icon ?? kind };
    }
    case 'slides': {
      const [row] = await db.select().from(t.homeSlides).where(eq(t.homeSlides.id, id));
      return row && { title: row.titleEn, subtitle: row.subtitleEn, colourKey: `slide-${row.id}`, motif: 'slide' };
    }
    case 'organizers': {
      const [row] = await db.select().from(t.organizers).where(eq(t.organizers.id, id));
      return row && { title: row.nameEn, subtitle: '', colourKey: row.slug, motif: 'organizer' };
    }
    case 'cities': {
      const [row] = await db.select().from(t.cities).where(eq(t.cities.id, id));
      return row && { title: row.nameEn, subtitle: '', colourKey: row.slug, motif: 'city' };
    }
  }
}

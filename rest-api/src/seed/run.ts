// Inserts a SeedData in one transaction, resolving the content's slugs to database ids.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { COUNT_NAMES, type Counts } from '../members/levels.ts';
import { hashPassword } from '../members/sign-in/passwords.ts';
import { createUser } from '../members/users.ts';
import { seedCommunity } from './community.ts';
import { seedFavourites } from './favourites.ts';
import { seedSocial } from './social.ts';
import { seedInfo } from './info.ts';
import { seedPlaces } from './places/insert.ts';
import { seedReading } from './reading/insert.ts';
import type { HappeningKind, SeedData, SeedMember } from './types.ts';

export interface SeedCounts {
  cities: number;
  happenings: number;
  members: number;
  places: number;
}

function lookup<T extends { slug: string; id: number }>(rows: T[], what: string) {
  const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug: string): number => {
    const id = bySlug.get(slug);
    if (id === undefined) throw new Error(`seed: unknown ${what} slug "${slug}"`);
    return id;
  };
}

const kindKey = (kind: HappeningKind, slug: string) => `${kind}:${slug}`;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.cities.id }).from(t.cities).limit(1);
  return rows.length > 0;
}

export async function seed(db: Db, data: SeedData): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    const cities = await tx
      .insert(t.cities)
      .values(
        data.cities.map((c) => ({
          slug: c.slug,
          nameEn: c.name.en,
          nameAr: c.name.ar,
          latitude: c.latitude,
          longitude: c.longitude,
          isDefault: c.isDefault,
          sortOrder: c.sortOrder,
        })),
      )
      .returning({ id: t.cities.id, slug: t.cities.slug });
    const cityId = lookup(cities, 'city');

    const categories = await tx
      .insert(t.categories)
      .values(
        data.categories.map((c) => ({
          kind: c.kind,
          slug: c.slug,
          nameEn: c.name.en,
          nameAr: c.name.ar,
          icon: c.icon,
        })),
      )
      .returning({ id: t.categories.id, slug: t.categories.slug, kind: t.categories.kind });
    const categoryId = lookup(
      categories.map((c) => ({ id: c.id, slug: kindKey(c.kind, c.slug) })),
      'category',
    );

    const audiences =
      data.audiences.length === 0
        ? []
        : await tx
            .insert(t.audiences)
            .values(data.audiences.map((a) => ({ slug: a.slug, nameEn: a.name.en, nameAr: a.name.ar })))
            .returning({ id: t.audiences.id, slug: t.audiences.slug });
    const audienceId = lookup(audiences, 'audience');

    const tags =
      data.tags.length === 0
        ? []
        : await tx
            .insert(t.tags)
            .values(data.tags.map((a) => ({ slug: a.slug, nameEn: a.name.en, nameAr: a.name.ar })))
            .returning({ id: t.tags.id, slug: t.tags.slug });
    const tagId = lookup(tags, 'tag');

    const organizers =
      data.organizers.length === 0
        ? []
        : await tx
            .insert(t.organizers)
            .values(
              data.organizers.map((o) => ({
                slug: o.slug,
                nameEn: o.name.en,
                nameAr: o.name.ar,
                descriptionEn: o.description.en,
                descriptionAr: o.description.ar,
                website: o.website,
                phone: o.phone,
                email: o.email,
              })),
            )
            .returning({ id: t.organizers.id, slug: t.organizers.slug });
    const organizerId = lookup(organizers, 'organizer');

    const lists =
      data.homeLists.length === 0
        ? []
        : await tx
            .insert(t.homeLists)
            .values(
              data.homeLists.map((l) => ({
                kind: l.kind,
                cityId: cityId(l.citySlug),
                slug: l.slug,
                nameEn: l.name.en,
                nameAr: l.name.ar,
                descriptionEn: l.description.en,
                descriptionAr: l.description.ar,
                sortOrder: l.sortOrder,
              })),
            )
            .returning({
              id: t.homeLists.id,
              slug: t.homeLists.slug,
              kind: t.homeLists.kind,
              cityId: t.homeLists.cityId,
            });
    const listId = lookup(
      lists.map((l) => ({ id: l.id, slug: `${l.cityId}:${kindKey(l.kind, l.slug)}` })),
      'home list',
    );

    const happenings =
      data.happenings.length === 0
        ? []
        : await tx
            .insert(t.happenings)
            .values(
              data.happenings.map((h) => ({
                kind: h.kind,
                slug: h.slug,
                cityId: cityId(h.citySlug),
                organizerId: h.organizerSlug === null ? null : organizerId(h.organizerSlug),
                nameEn: h.name.en,
                nameAr: h.name.ar,
                summaryEn: h.summary.en,
                summaryAr: h.summary.ar,
                descriptionEn: h.description.en,
                descriptionAr: h.description.ar,
                startDate: h.startDate,
                endDate: h.endDate,
                price: h.price === null ? null : h.price.toFixed(2),
                venueNameEn: h.venue.name.en,
                venueNameAr: h.venue.name.ar,
                addressEn: h.venue.address.en,
                addressAr: h.venue.address.ar,
                districtEn: h.venue.district.en,
                districtAr: h.venue.district.ar,
                latitude: h.venue.latitude,
                longitude: h.venue.longitude,
                workingHours: h.workingHours,
                ticketUrl: h.ticketUrl,
                isRecommended: h.isRecommended,
                attendanceCount: h.attendanceCount,
                wantToGoCount: h.wantToGoCount,
                galleryCount: h.galleryCount,
              })),
            )
            .returning({ id: t.happenings.id, slug: t.happenings.slug, kind: t.happenings.kind });
    const happeningId = lookup(
      happenings.map((h) => ({ id: h.id, slug: kindKey(h.kind, h.slug) })),
      'happening',
    );

    const links = data.happenings.map((h) => ({ h, id: happeningId(kindKey(h.kind, h.slug)) }));
    const categoryLinks = links.flatMap(({ h, id }) =>
      h.categorySlugs.map((slug) => ({ happeningId: id, categoryId: categoryId(kindKey(h.kind, slug)) })),
    );
    const audienceLinks = links.flatMap(({ h, id }) =>
      h.audienceSlugs.map((slug) => ({ happeningId: id, audienceId: audienceId(slug) })),
    );
    const tagLinks = links.flatMap(({ h, id }) => h.tagSlugs.map((slug) => ({ happeningId: id, tagId: tagId(slug) })));
    const listLinks = links.flatMap(({ h, id }) =>
      h.listSlugs.map((slug) => ({
        happeningId: id,
        listId: listId(`${cityId(h.citySlug)}:${kindKey(h.kind, slug)}`),
      })),
    );
    if (categoryLinks.length) await tx.insert(t.happeningCategories).values(categoryLinks);
    if (audienceLinks.length) await tx.insert(t.happeningAudiences).values(audienceLinks);
    if (tagLinks.length) await tx.insert(t.happeningTags).values(tagLinks);
    if (listLinks.length) await tx.insert(t.homeListItems).values(listLinks);

    if (data.slides.length) {
      await tx.insert(t.homeSlides).values(
        data.slides.map((s) => ({
          cityId: cityId(s.citySlug),
          titleEn: s.title.en,
          titleAr: s.title.ar,
          subtitleEn: s.subtitle.en,
          subtitleAr: s.subtitle.ar,
          target: s.target,
          url: s.url,
          sortOrder: s.sortOrder,
          happeningId: s.target === 'url' || s.itemSlug === null ? null : happeningId(kindKey(s.target, s.itemSlug)),
        })),
      );
    }
    await seedMembers(tx as unknown as Db, data.members);
    const places = await seedPlaces(tx as unknown as Db, data.places ?? []);
    if (data.community) {
      await seedMembers(tx as unknown as Db, data.community.members);
      await seedCommunity(tx as unknown as Db, data.community);
    }
    const now = data.community?.now ?? new Date();
    await seedFavourites(tx as unknown as Db, now);
    await seedSocial(tx as unknown as Db, now, data.community !== undefined);
    await seedInfo(tx as unknown as Db);
    await seedReading(tx as unknown as Db);
    return { cities: cities.length, happenings: happenings.length, members: data.members.length, places };
  });
}

/** Adds the seed members (also on its own, to a database seeded before members existed). */
export async function seedMembers(db: Db, members: SeedMember[]): Promise<number> {
  const cities = await db.select({ id: t.cities.id, slug: t.cities.slug }).from(t.cities);
  const cityId = lookup(cities, 'city');
  for (const member of members) await seedMember(db, member, cityId);
  return members.length;
}

async function seedMember(db: Db, member: SeedMember, cityId: (slug: string) => number) {
  const unknown = Object.keys(member.counts).filter((name) => !(COUNT_NAMES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`seed: unknown count names ${unknown.join(', ')} for ${member.email}`);
  await createUser(
    db,
    {
      email: member.email,
      passwordHash: await hashPassword(member.password),
      firstName: member.firstName,
      lastName: member.lastName,
      username: member.username,
      language: member.language,
      metropolisId: member.citySlug === null ? null : cityId(member.citySlug),
      phoneLocal: member.phoneLocal,
      isPrivate: member.isPrivate,
      isEmailVerified: member.isEmailVerified,
    },
    member.counts as Partial<Counts>,
  );
}

/** Empties every content and member table (not schema_migrations) so `seed` can run again. */
export async function wipe(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE curated_list_items, curated_list_cities, curated_lists, article_cities, article_tags, articles, follows, blocks, push_subscriptions, contact_messages, floating_popups, info_pages, app_settings, reports, attendances, ratings, photo_votes, photos, tip_votes, tips, place_suggestions, checkins, place_hours, place_tags, places, outbox_emails, one_time_tokens, oauth_tokens, user_counts, users, stats_records, home_slides, home_list_items, home_lists, happening_tags,
    happening_audiences, happening_categories, happenings, organizers, tags, audiences, categories, cities
    RESTART IDENTITY CASCADE`);
}

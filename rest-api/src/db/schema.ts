// The database's tables: the source of truth for its shape and the queries' types. migrations/*.sql create it, and
// test/db-schema.test.ts fails on any difference between a migrated database and this file (columns, keys,
// foreign keys, indexes), so a change here comes with its migration. Check constraints live in the migrations only.
import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type Kind = 'event' | 'experience';

export interface WorkingHours {
  weekday: number;
  opens: string;
  closes: string;
}

/** The romanised search key of a row's names (migrations/0010_search.sql, docs/search.md): generated, never written. */
const searchKey = () => text('search_key').generatedAlwaysAs(sql`search_key`);
/** The finer key of a row's words whose search key is short (migrations/0015_search_short_keys.sql): generated too. */
const searchShortKey = () => text('search_short_key').generatedAlwaysAs(sql`search_short_key`);
/** The trigram index of a table's search key. */
const searchKeyIndex = (name: string, column: SQLWrapper) => index(name).using('gin', sql`${column} gin_trgm_ops`);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    searchKey: searchKey(),
    searchShortKey: searchShortKey(),
  },
  (table) => [
    uniqueIndex('cities_single_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);

// One table for both kinds, so category ids are unique across kinds (the REST contract promises it).
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<Kind>().notNull(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    icon: text('icon').notNull(),
    searchKey: searchKey(),
    searchShortKey: searchShortKey(),
  },
  (table) => [
    unique().on(table.kind, table.slug),
    searchKeyIndex('categories_search_key_trgm', table.searchKey),
    searchKeyIndex('categories_search_short_key_trgm', table.searchShortKey),
  ],
);

export const audiences = pgTable('audiences', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    searchKey: searchKey(),
    searchShortKey: searchShortKey(),
  },
  (table) => [
    index('tags_names_trgm').using('gin', sql`(${table.nameEn} || ' ' || ${table.nameAr}) gin_trgm_ops`),
    searchKeyIndex('tags_search_key_trgm', table.searchKey),
    searchKeyIndex('tags_search_short_key_trgm', table.searchShortKey),
  ],
);

export const organizers = pgTable(
  'organizers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    website: text('website'),
    phone: text('phone'),
    email: text('email'),
    searchKey: searchKey(),
    searchShortKey: searchShortKey(),
  },
  (table) => [
    searchKeyIndex('organizers_search_key_trgm', table.searchKey),
    searchKeyIndex('organizers_search_short_key_trgm', table.searchShortKey),
  ],
);

export const happenings = pgTable(
  'happenings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<Kind>().notNull(),
    slug: text('slug').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    organizerId: integer('organizer_id').references(() => organizers.id),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    summaryEn: text('summary_en').notNull().default(''),
    summaryAr: text('summary_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }),
    venueNameEn: text('venue_name_en').notNull().default(''),
    venueNameAr: text('venue_name_ar').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    districtEn: text('district_en').notNull().default(''),
    districtAr: text('district_ar').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    workingHours: jsonb('working_hours').$type<WorkingHours[]>().notNull().default([]),
    ticketUrl: text('ticket_url'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** Members going; those who only want to go are in wantToGoCount. */
    attendanceCount: integer('attendance_count').notNull().default(0),
    wantToGoCount: integer('want_to_go_count').notNull().default(0),
    galleryCount: integer('gallery_count').notNull().default(0),
    tipCount: integer('tip_count').notNull().default(0),
    photoCount: integer('photo_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 1 }),
    // Generated by the database (see the migration); never written by the app.
    searchText: text('search_text').generatedAlwaysAs(sql`search_text`),
    searchKey: searchKey(),
    searchShortKey: searchShortKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique().on(table.kind, table.slug),
    index('happenings_kind_city_end').on(table.kind, table.cityId, table.endDate),
    index('happenings_kind_end_start').on(table.kind, table.endDate, table.startDate),
    index('happenings_kind_city_start').on(table.kind, table.cityId, table.startDate, table.id),
    index('happenings_kind_recommended')
      .on(table.kind, table.cityId, table.startDate)
      .where(sql`${table.isRecommended}`),
    index('happenings_kind_attendance').on(table.kind, table.attendanceCount.desc()),
    index('happenings_search_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    searchKeyIndex('happenings_search_key_trgm', table.searchKey),
    searchKeyIndex('happenings_search_short_key_trgm', table.searchShortKey),
  ],
);

const happeningId = () =>
  integer('happening_id')
    .notNull()
    .references(() => happenings.id, { onDelete: 'cascade' });

export const happeningCategories = pgTable(
  'happening_categories',
  {
    happeningId: happeningId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.happeningId, t.categoryId] }),
    index('happening_categories_category').on(t.categoryId),
  ],
);

export const happeningAudiences = pgTable(
  'happening_audiences',
  {
    happeningId: happeningId(),
    audienceId: integer('audience_id')
      .notNull()
      .references(() => audiences.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.happeningId, t.audienceId] }),
    index('happening_audiences_audience').on(t.audienceId),
  ],
);

export const happeningTags = pgTable(
  'happening_tags',
  {
    happeningId: happeningId(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.happeningId, t.tagId] }), index('happening_tags_tag').on(t.tagId)],
);

export const homeLists = pgTable(
  'home_lists',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<Kind>().notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique().on(table.cityId, table.kind, table.slug),
    index('home_lists_city_order').on(table.cityId, table.sortOrder, table.id),
  ],
);

export const homeListItems = pgTable(
  'home_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => homeLists.id, { onDelete: 'cascade' }),
    happeningId: happeningId(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.happeningId] }), index('home_list_items_happening').on(t.happeningId)],
);

export const homeSlides = pgTable(
  'home_slides',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    subtitleEn: text('subtitle_en').notNull().default(''),
    subtitleAr: text('subtitle_ar').notNull().default(''),
    target: text('target').$type<'event' | 'experience' | 'url'>().notNull(),
    happeningId: integer('happening_id').references(() => happenings.id, { onDelete: 'set null' }),
    url: text('url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('home_slides_city').on(table.cityId, table.sortOrder)],
);

export const statsRecords = pgTable(
  'stats_records',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    entityType: text('entity_type').$type<Kind>().notNull(),
    entityId: integer('entity_id').notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('stats_records_entity').on(table.entityType, table.entityId)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  username: text('username').notNull().unique(),
  /** file name under the uploads' users/ folder */
  image: text('image'),
  language: text('language').$type<'en' | 'ar'>().notNull().default('en'),
  metropolisId: integer('metropolis_id').references(() => cities.id, { onDelete: 'set null' }),
  /** Saudi mobile number without the country code: 5XXXXXXXX */
  phoneLocal: text('phone_local'),
  isPrivate: boolean('is_private').notNull().default(false),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  verified: boolean('verified').notNull().default(false),
  isSuperuser: boolean('is_superuser').notNull().default(false),
  isStaff: boolean('is_staff').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  isPlaceOwner: boolean('is_place_owner').notNull().default(false),
  facebookUserId: text('facebook_user_id').unique(),
  /** the connected Facebook account's user access token (to read which friends are members) */
  facebookAccessToken: text('facebook_access_token'),
  appleUserId: text('apple_user_id').unique(),
  followerCount: integer('follower_count').notNull().default(0),
  followingCount: integer('following_count').notNull().default(0),
  pendingFollowersCount: integer('pending_followers_count').notNull().default(0),
  pendingFollowingsCount: integer('pending_followings_count').notNull().default(0),
  blockedUsersCount: integer('blocked_users_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
});

/** A member's id, their rows going with them. */
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userCounts = pgTable('user_counts', {
  userId: userId().primaryKey(),
  tip: integer('tip').notNull().default(0),
  checkin: integer('checkin').notNull().default(0),
  tipVote: integer('tip_vote').notNull().default(0),
  rating: integer('rating').notNull().default(0),
  photo: integer('photo').notNull().default(0),
  photoVote: integer('photo_vote').notNull().default(0),
  upVote: integer('up_vote').notNull().default(0),
  downVote: integer('down_vote').notNull().default(0),
  answer: integer('answer').notNull().default(0),
  addedPlaces: integer('added_places').notNull().default(0),
  placeEdits: integer('place_edits').notNull().default(0),
});

export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    scope: text('scope').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('oauth_tokens_user').on(table.userId)],
);

export type OneTimePurpose = 'verify_email' | 'reset_password' | 'delete_account';

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    purpose: text('purpose').$type<OneTimePurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('one_time_tokens_user').on(table.userId, table.purpose)],
);

export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  toEmail: text('to_email').notNull(),
  language: text('language').$type<'en' | 'ar'>().notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  link: text('link'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// Community: rows generic over (entity_type, entity_id); see migrations/0003_community.sql.
/** 'article' only for tips (migrations/0005_articles_lists.sql). */
export type EntityType = 'event' | 'experience' | 'place' | 'article';
const entityType = () => text('entity_type').$type<EntityType>().notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    entityType: entityType(),
    entityId: integer('entity_id').notNull(),
    text: text('text').notNull(),
    isNegative: boolean('is_negative').notNull().default(false),
    upVoteCount: integer('up_vote_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('tips_entity').on(table.entityType, table.entityId, table.createdAt.desc()),
    index('tips_user').on(table.userId, table.entityType, table.createdAt.desc()),
  ],
);

export const tipVotes = pgTable(
  'tip_votes',
  {
    tipId: integer('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (v) => [primaryKey({ columns: [v.tipId, v.userId] }), index('tip_votes_user').on(v.userId)],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    entityType: entityType(),
    entityId: integer('entity_id').notNull(),
    file: text('file').notNull(),
    thumbnailFile: text('thumbnail_file'),
    caption: text('caption').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    upVoteCount: integer('up_vote_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('photos_entity').on(table.entityType, table.entityId, table.createdAt.desc()),
    index('photos_user').on(table.userId, table.entityType, table.createdAt.desc()),
  ],
);

export const photoVotes = pgTable(
  'photo_votes',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (v) => [primaryKey({ columns: [v.photoId, v.userId] }), index('photo_votes_user').on(v.userId)],
);

export const ratings = pgTable(
  'ratings',
  {
    userId: userId(),
    entityType: entityType(),
    entityId: integer('entity_id').notNull(),
    value: integer('value').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (r) => [
    primaryKey({ columns: [r.userId, r.entityType, r.entityId] }),
    index('ratings_entity').on(r.entityType, r.entityId),
  ],
);

export type AttendanceStatus = 'want_to_go' | 'going';

export const attendances = pgTable(
  'attendances',
  {
    userId: userId(),
    entityType: entityType(),
    entityId: integer('entity_id').notNull(),
    status: text('status').$type<AttendanceStatus>().notNull(),
    createdAt: createdAt(),
  },
  (a) => [
    primaryKey({ columns: [a.userId, a.entityType, a.entityId] }),
    index('attendances_entity').on(a.entityType, a.entityId, a.createdAt.desc()),
  ],
);

export type ReportTarget = 'tip' | 'photo' | 'place' | 'user' | 'article';

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    targetType: text('target_type').$type<ReportTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (r) => [unique().on(r.userId, r.targetType, r.targetId), index('reports_target').on(r.targetType, r.targetId)],
);

// Places; see migrations/0004_places.sql.
const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const placeCategories = pgTable('place_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  icon: text('icon').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const placeSubcategories = pgTable('place_subcategories', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => placeCategories.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    shareId: text('share_id').notNull().unique(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    aboutEn: text('about_en').notNull().default(''),
    aboutAr: text('about_ar').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => placeCategories.id),
    subcategoryId: integer('subcategory_id').references(() => placeSubcategories.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'`),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    addressEn: text('address_en').notNull().default(''),
    addressAr: text('address_ar').notNull().default(''),
    districtEn: text('district_en').notNull().default(''),
    districtAr: text('district_ar').notNull().default(''),
    phone: text('phone'),
    website: text('website'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    youtube: text('youtube'),
    instagram: text('instagram'),
    searchName: text('search_name').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    searchKey: searchKey(),
    searchShortKey: searchShortKey(),
    tipCount: integer('tip_count').notNull().default(0),
    photoCount: integer('photo_count').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 1 }),
    checkinCount: integer('checkin_count').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    index('places_city').on(table.cityId, table.categoryId),
    index('places_owner').on(table.ownerId),
    index('places_position').on(table.latitude, table.longitude),
    index('places_search_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    index('places_search_name_trgm').using('gin', table.searchName.op('gin_trgm_ops')),
    searchKeyIndex('places_search_key_trgm', table.searchKey),
    searchKeyIndex('places_search_short_key_trgm', table.searchShortKey),
  ],
);

/** A place's id, its rows going with it. */
const placeId = () =>
  integer('place_id')
    .notNull()
    .references(() => places.id, { onDelete: 'cascade' });

export const placeTags = pgTable(
  'place_tags',
  {
    placeId: placeId(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.placeId, table.tagId] }), index('place_tags_tag').on(table.tagId)],
);

export const placeHours = pgTable(
  'place_hours',
  {
    id: serial('id').primaryKey(),
    placeId: placeId(),
    weekday: smallint('weekday').notNull(),
    closed: boolean('closed').notNull().default(false),
    allDay: boolean('all_day').notNull().default(false),
    /** week minutes from Sunday 00:00 in Asia/Riyadh */
    opensAt: integer('opens_at'),
    /** may pass 10080 (Saturday night into Sunday) */
    closesAt: integer('closes_at'),
  },
  (table) => [index('place_hours_place').on(table.placeId, table.weekday, table.opensAt)],
);

export const checkins = pgTable(
  'checkins',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    placeId: placeId(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('checkins_member').on(table.userId, table.createdAt.desc()),
    index('checkins_place_member').on(table.placeId, table.userId, table.createdAt.desc()),
  ],
);

export const placeSuggestions = pgTable(
  'place_suggestions',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    /** null for a new place, else the place the edit is about */
    placeId: integer('place_id').references(() => places.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('place_suggestions_member').on(table.userId)],
);

// Favourites and orders; see migrations/0007_favourites_orders.sql.
/** What a favourite list can hold; articles are stored now and checked once their table exists. */
export type FavouriteKind = 'event' | 'experience' | 'place' | 'article';
export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'refunded';

export const favouriteLists = pgTable(
  'favourite_lists',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    shareId: text('share_id').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [unique('favourite_lists_user_name').on(table.userId, table.name)],
);

export const favouriteItems = pgTable(
  'favourite_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => favouriteLists.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FavouriteKind>().notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.kind, table.itemId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: userId(),
    happeningId: integer('happening_id')
      .notNull()
      .references(() => happenings.id, { onDelete: 'cascade' }),
    tickets: integer('tickets').notNull(),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('orders_member').on(table.userId, table.createdAt.desc(), table.id.desc())],
);

export const happeningSuggestions = pgTable(
  'happening_suggestions',
  {
    id: serial('id').primaryKey(),
    userId: userId(),
    kind: text('kind').$type<Kind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    photo: text('photo'),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [index('happening_suggestions_member').on(table.userId)],
);

// Social; see migrations/0006_social.sql.
export type FollowStatus = 'pending' | 'accepted';

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<FollowStatus>().notNull(),
    createdAt: createdAt(),
  },
  (f) => [
    primaryKey({ columns: [f.followerId, f.followedId] }),
    index('follows_followed').on(f.followedId, f.status, f.createdAt.desc()),
    index('follows_follower').on(f.followerId, f.status, f.createdAt.desc()),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (b) => [primaryKey({ columns: [b.blockerId, b.blockedId] }), index('blocks_blocked').on(b.blockedId, b.blockerId)],
);

// Info: info pages, contact messages, floating popups, settings, push subscriptions; see
// migrations/0008_info.sql.

/** One block of an info page: a heading, paragraphs, and items (a counter, a phone number, a store link...). */
export interface InfoSection {
  key: string;
  heading_en: string;
  heading_ar: string;
  body_en: string;
  body_ar: string;
  items: { key: string; name_en: string; name_ar: string; value: string }[];
}

export const infoPages = pgTable('info_pages', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  descriptionEn: text('description_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  keywordsEn: text('keywords_en').notNull().default(''),
  keywordsAr: text('keywords_ar').notNull().default(''),
  sections: jsonb('sections').$type<InfoSection[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type RequestType = 'complaint' | 'advertise' | 'request' | 'suggestion';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  requestType: text('request_type').$type<RequestType>().notNull(),
  pageUrl: text('page_url'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  guestId: text('guest_id'),
  language: text('language').$type<'en' | 'ar'>().notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const floatingPopups = pgTable(
  'floating_popups',
  {
    id: serial('id').primaryKey(),
    pageUrl: text('page_url').notNull(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    navigationUrl: text('navigation_url'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('floating_popups_page').on(table.pageUrl, table.sortOrder)],
);

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    language: text('language').$type<'en' | 'ar'>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user').on(table.userId), index('push_subscriptions_guest').on(table.guestId)],
);

// Articles and curated lists; see migrations/0005_articles_lists.sql.
export type ArticleLanguage = 'en' | 'ar';

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    shareId: text('share_id').notNull().unique(),
    slug: text('slug').notNull().unique(),
    language: text('language').$type<ArticleLanguage>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** sanitised HTML (articles/html.ts) */
    body: text('body').notNull(),
    sourceName: text('source_name').notNull(),
    authorName: text('author_name').notNull(),
    /** the cover image's pictogram */
    motif: text('motif').notNull(),
    searchText: text('search_text').notNull().default(''),
    /** the romanised key of the title (migrations/0012_article_search.sql) */
    searchKey: searchKey(),
    searchShortKey: searchShortKey(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    tipCount: integer('tip_count').notNull().default(0),
    /** the same text in the other language (migrations/0017_article_translations.sql) */
    translationId: integer('translation_id').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('articles_published').on(table.publishedAt.desc(), table.id.desc()),
    index('articles_search_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    searchKeyIndex('articles_search_key_trgm', table.searchKey),
    searchKeyIndex('articles_search_short_key_trgm', table.searchShortKey),
  ],
);

const articleId = () =>
  integer('article_id')
    .notNull()
    .references(() => articles.id, { onDelete: 'cascade' });
const cityRef = () =>
  integer('city_id')
    .notNull()
    .references(() => cities.id, { onDelete: 'cascade' });

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: articleId(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.tagId] }), index('article_tags_tag').on(table.tagId)],
);

export const articleCities = pgTable('article_cities', { articleId: articleId(), cityId: cityRef() }, (table) => [
  primaryKey({ columns: [table.articleId, table.cityId] }),
  index('article_cities_city').on(table.cityId),
]);

export const curatedLists = pgTable(
  'curated_lists',
  {
    id: serial('id').primaryKey(),
    shareId: text('share_id').notNull().unique(),
    slug: text('slug').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    motif: text('motif').notNull(),
    searchText: text('search_text').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
  },
  (table) => [index('curated_lists_search_trgm').using('gin', table.searchText.op('gin_trgm_ops'))],
);

const curatedListId = () =>
  integer('list_id')
    .notNull()
    .references(() => curatedLists.id, { onDelete: 'cascade' });

export const curatedListCities = pgTable(
  'curated_list_cities',
  { listId: curatedListId(), cityId: cityRef() },
  (table) => [
    primaryKey({ columns: [table.listId, table.cityId] }),
    index('curated_list_cities_city').on(table.cityId),
  ],
);

export type CuratedItemType = 'event' | 'experience' | 'place' | 'article';

export const curatedListItems = pgTable(
  'curated_list_items',
  {
    listId: curatedListId(),
    position: integer('position').notNull(),
    itemType: text('item_type').$type<CuratedItemType>().notNull(),
    itemId: integer('item_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.position] }),
    unique().on(table.listId, table.itemType, table.itemId),
  ],
);

// ---- Abuse: failed sign-ins (throttling per account and address) and members' writes per minute ----

export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    /** the normalised email that was tried */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('sign_in_failures_account').on(table.account, table.failedAt),
    index('sign_in_failures_ip').on(table.ip, table.failedAt),
  ],
);

export const writeWindows = pgTable(
  'write_windows',
  {
    userId: userId(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    writes: integer('writes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.windowStart] })],
);

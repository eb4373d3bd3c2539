// The shape of the seed content, independent of the database layer: the content modules build it,
// the seeder (seed/run.ts) inserts it.
import type { SeedCommunity } from './community.ts';
import type { SeedPlace } from './places/types.ts';

export interface Bilingual {
  en: string;
  ar: string;
}

export type HappeningKind = 'event' | 'experience';

export interface SeedCity {
  slug: string;
  name: Bilingual;
  latitude: number;
  longitude: number;
  isDefault: boolean;
  sortOrder: number;
}

export interface SeedCategory {
  slug: string;
  name: Bilingual;
  /** A Fluent-style icon name or emoji-free keyword, e.g. "music", "art", "food". */
  icon: string;
  kind: HappeningKind;
}

export interface SeedAudience {
  slug: string;
  name: Bilingual;
}

export interface SeedTag {
  slug: string;
  name: Bilingual;
}

export interface SeedOrganizer {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  website: string | null;
  phone: string | null;
  email: string | null;
}

export interface SeedVenue {
  name: Bilingual;
  address: Bilingual;
  district: Bilingual;
  latitude: number;
  longitude: number;
}

export interface SeedWorkingHours {
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  /** Riyadh local time HH:mm */
  opens: string;
  /** Riyadh local time HH:mm; earlier than opens means past midnight */
  closes: string;
}

export interface SeedHappening {
  kind: HappeningKind;
  /** unique per kind */
  slug: string;
  citySlug: string;
  name: Bilingual;
  summary: Bilingual;
  description: Bilingual;
  startDate: Date;
  endDate: Date;
  /** SAR, null when free */
  price: number | null;
  venue: SeedVenue;
  workingHours: SeedWorkingHours[];
  ticketUrl: string | null;
  categorySlugs: string[];
  audienceSlugs: string[];
  tagSlugs: string[];
  organizerSlug: string | null;
  /** slugs of SeedHomeList entries of the same city and kind */
  listSlugs: string[];
  isRecommended: boolean;
  /** members going */
  attendanceCount: number;
  /** members who want to go (counted apart from those going) */
  wantToGoCount: number;
  /** number of gallery images (generated), 0-6 */
  galleryCount: number;
}

export interface SeedHomeList {
  slug: string;
  citySlug: string;
  kind: HappeningKind;
  name: Bilingual;
  description: Bilingual;
  sortOrder: number;
}

export interface SeedSlide {
  citySlug: string;
  title: Bilingual;
  subtitle: Bilingual;
  target: 'event' | 'experience' | 'url';
  /** slug of a SeedHappening of that kind when target is event/experience */
  itemSlug: string | null;
  url: string | null;
  sortOrder: number;
}

export interface SeedMember {
  email: string;
  /** plain text here; the seeder stores its scrypt hash */
  password: string;
  firstName: string;
  lastName: string;
  username: string;
  language: 'en' | 'ar';
  citySlug: string | null;
  /** Saudi mobile number, local part 5XXXXXXXX */
  phoneLocal: string | null;
  isPrivate: boolean;
  isEmailVerified: boolean;
  /** contribution counts by the contract's names (tip, photo, rating...); missing ones are 0 */
  counts: Record<string, number>;
}

export interface SeedData {
  cities: SeedCity[];
  categories: SeedCategory[];
  audiences: SeedAudience[];
  tags: SeedTag[];
  organizers: SeedOrganizer[];
  happenings: SeedHappening[];
  homeLists: SeedHomeList[];
  slides: SeedSlide[];
  members: SeedMember[];
  /** places; their owners are looked up among the members by email */
  places?: SeedPlace[];
  /** community rows: more members, then tips, votes, ratings and photos on the items and places */
  community?: SeedCommunity;
}

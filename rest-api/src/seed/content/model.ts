// The content tables' own shapes: venues with traits, and happening templates that the builders turn into SeedHappenings.
import type { Bilingual, SeedVenue } from '../types.ts';

/**
 * What kind of place a venue is; templates ask for any one of these. `heritage` is a lived-in historic quarter, village or
 * market that hosts events; `archaeology` a protected site that only guided visits suit.
 */
export type VenueTrait =
  | 'stadium'
  | 'arena'
  | 'hall'
  | 'gallery'
  | 'studio'
  | 'theatre'
  | 'heritage'
  | 'archaeology'
  | 'plaza'
  | 'park'
  | 'mall'
  | 'waterfront'
  | 'beach'
  | 'marina'
  | 'reef'
  | 'desert'
  | 'mountain'
  | 'farm'
  | 'resort';

export interface VenueEntry extends SeedVenue {
  /** slug part, unique within the city */
  key: string;
  /** the venue with its preposition, used inside titles and sentences ("on the Corniche", "على الكورنيش") */
  at: Bilingual;
  /** one sentence about the place, used in descriptions */
  blurb: Bilingual;
  traits: VenueTrait[];
  /** step-free access and accessible seating */
  accessible: boolean;
}

/** Weekly opening hours: weekdays 0 = Sunday ... 6 = Saturday, Riyadh local HH:mm (closes < opens = past midnight). */
export interface WeeklyHours {
  days: readonly number[];
  opens: string;
  closes: string;
}

interface HappeningTemplate {
  /** slug part, e.g. "open-air-jazz-night" */
  key: string;
  categories: string[];
  /** may use {city} and {at} */
  title: Bilingual;
  /** one sentence; may use {city} and {at} */
  summary: Bilingual;
  /** the opening sentence of the description; may use {city} and {at} */
  pitch: Bilingual;
  /** any venue with one of these traits fits; earlier traits are preferred */
  venues: VenueTrait[];
  audiences: string[];
  tags: string[];
  /** SAR range, or free */
  price: 'free' | readonly [number, number];
  /** defaults to the organisers of the first category */
  organizers?: string[];
}

/**
 * evening / daytime: a few hours on one day; multi-day: 2-4 days; run: an exhibition or show running 2-6 weeks;
 * season: a festival spanning weeks that is always on around `now`.
 */
export type EventFormat = 'evening' | 'daytime' | 'multi-day' | 'run' | 'season';

export interface EventTemplate extends HappeningTemplate {
  format: EventFormat;
  /** local start times (HH:mm) that suit this event, overriding the format's defaults */
  starts?: string[];
}

export interface ExperienceTemplate extends HappeningTemplate {
  hours: WeeklyHours;
}

/** A city's own places and its signature happenings (always placed at the named venue). */
export interface CityContent {
  city: string;
  venues: VenueEntry[];
  signatureEvents: (EventTemplate & { venueKey: string })[];
  signatureExperiences: (ExperienceTemplate & { venueKey: string })[];
}

// Turns a city's venues and the happening templates into SeedHappenings: places each template at a fitting venue,
// spreads them over time (schedule.ts) and writes their bilingual text.
import type { DateTime } from 'luxon';
import type { HappeningKind, SeedCity, SeedHappening, SeedVenue, SeedWorkingHours } from '../types.ts';
import { cityBySlug } from './reference/cities.ts';
import { deriveAudiences, deriveTags } from './derived-tags.ts';
import { practicalNotes } from './describe.ts';
import { eventTemplates } from './events/index.ts';
import { experienceTemplates } from './experiences/index.ts';
import type { CityContent, EventFormat, EventTemplate, ExperienceTemplate, VenueEntry } from './model.ts';
import { organizersFor } from './reference/organizers.ts';
import { createRandom, type Random } from './random.ts';
import {
  calendarFor,
  eventSpan,
  eventWorkingHours,
  experienceSpan,
  experienceWorkingHours,
  isWeekendDay,
  planSlots,
  type Calendar,
  type Placement,
  type Slot,
  type Span,
} from './schedule.ts';
import { fill, joinSentences, slugFrom } from './text.ts';

const EVENT_CAP = 48;
const EXPERIENCE_CAP = 26;
const EVENT_SLOTS: [Slot, number][] = [
  ['past', 5],
  ['ongoing', 2],
  ['later-today', 3],
  ['this-week', 5],
  ['this-month', 5],
];
const EXPERIENCE_SLOTS: [Slot, number][] = [
  ['past', 2],
  ['this-week', 2],
  ['this-month', 2],
  ['later', 4],
];
/** upcoming recommended items guaranteed per city and kind (the home slides and recommended rows use them) */
const MIN_RECOMMENDED: Record<HappeningKind, number> = { event: 5, experience: 3 };

type AnyTemplate = EventTemplate | ExperienceTemplate;

interface Placed<T extends AnyTemplate> {
  template: T;
  venue: VenueEntry;
}

/** Round-robin over the primary categories so that consecutive items differ in category. */
function interleaveByCategory<T>(items: T[], categoryOf: (item: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = categoryOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const out: T[] = [];
  const queues = [...groups.values()];
  while (out.length < items.length) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined) out.push(next);
    }
  }
  return out;
}

function venueByKey(city: CityContent, key: string): VenueEntry {
  const venue = city.venues.find((v) => v.key === key);
  if (!venue) throw new Error(`${city.city}: unknown venue "${key}"`);
  return venue;
}

/** Signatures at their own venue, then generic templates at the best fitting, least-used venue, up to `cap` items. */
function placeTemplates<T extends AnyTemplate>(
  city: CityContent,
  signatures: (T & { venueKey: string })[],
  generic: T[],
  cap: number,
  random: Random,
): Placed<T>[] {
  const uses = new Map<string, number>();
  const useCount = (venue: VenueEntry) => uses.get(venue.key) ?? 0;
  const place = (template: T, venue: VenueEntry): Placed<T> => {
    uses.set(venue.key, useCount(venue) + 1);
    return { template, venue };
  };
  const placed = signatures.map((template) => place(template, venueByKey(city, template.venueKey)));
  for (const template of interleaveByCategory(generic, (t) => t.categories[0])) {
    if (placed.length >= cap) break;
    // a venue's score: how often it is already used plus how far down the template's wish list its best trait is
    const score = (venue: VenueEntry) => {
      const rank = template.venues.findIndex((trait) => venue.traits.includes(trait));
      return rank < 0 ? Infinity : useCount(venue) + rank;
    };
    const best = Math.min(...city.venues.map(score));
    if (best === Infinity) continue;
    placed.push(place(template, random.pick(city.venues.filter((venue) => score(venue) === best))));
  }
  return placed;
}

const roundTo5 = (value: number) => Math.round(value / 5) * 5;

function toSeedVenue(venue: VenueEntry): SeedVenue {
  const { name, address, district, latitude, longitude } = venue;
  return { name, address, district, latitude, longitude };
}

interface AssembleInput {
  kind: HappeningKind;
  city: SeedCity;
  placed: Placed<AnyTemplate>;
  span: Span;
  workingHours: SeedWorkingHours[];
  night: boolean;
  weekend: boolean;
  seasonal: boolean;
}

function assemble(input: AssembleInput, random: Random): SeedHappening {
  const { kind, city, span } = input;
  const { template, venue } = input.placed;
  const values = { city: city.name, at: venue.at };
  const price = template.price === 'free' ? null : roundTo5(random.int(template.price[0], template.price[1]));
  // events at accessible venues often welcome people of determination; physical experiences only when the template says so
  const welcomesAll = kind === 'event' && !template.tags.includes('fitness');
  const audiences = deriveAudiences(template.audiences, venue, welcomesAll && random.chance(0.3));
  const slug = slugFrom([city.slug, template.key, venue.key]);
  const organizers = template.organizers ?? organizersFor(template.categories[0]);
  return {
    kind,
    slug,
    citySlug: city.slug,
    name: fill(template.title, values),
    summary: fill(template.summary, values),
    description: joinSentences([
      fill(template.pitch, values),
      venue.blurb,
      ...practicalNotes({ kind, free: price === null, audiences, venue }, random),
    ]),
    startDate: span.start.toJSDate(),
    endDate: span.end.toJSDate(),
    price,
    venue: toSeedVenue(venue),
    workingHours: input.workingHours,
    ticketUrl: price === null ? null : `https://tickets.example.sa/${kind}s/${slug}`,
    categorySlugs: [...template.categories],
    audienceSlugs: audiences,
    tagSlugs: deriveTags({
      templateTags: template.tags,
      venue,
      price,
      audiences,
      weekend: input.weekend,
      night: input.night,
      seasonal: input.seasonal,
    }),
    organizerSlug: organizers.length === 0 || random.chance(0.08) ? null : random.pick(organizers),
    listSlugs: [],
    isRecommended: random.chance(0.2),
    attendanceCount: Math.round(5000 * random.next() ** 2),
    // A stream of its own, so that adding it left every other seeded value as it was.
    wantToGoCount: Math.round(3000 * createRandom(`${slug}:want-to-go`).next() ** 2),
    galleryCount: random.int(0, 6),
  };
}

const isNightStart = (start: DateTime) => start.hour >= 19 || start.hour < 4;
const SINGLE_OR_SHORT: EventFormat[] = ['evening', 'daytime', 'multi-day'];

/** Formats that read naturally in each slot (e.g. something "on now" at noon is an exhibition, not a concert). */
const PREFERRED_FORMATS: Partial<Record<Slot, EventFormat[]>> = {
  ongoing: ['run', 'multi-day', 'daytime'],
  'later-today': ['evening'],
};

const isSignature = (p: Placed<AnyTemplate>) => 'venueKey' in p.template;
/** Generic items first, so that round-robin ordering gives the past slots to generic items rather than signatures. */
const genericFirst = <T extends Placed<AnyTemplate>>(placed: T[]): T[] => [
  ...placed.filter((p) => !isSignature(p)),
  ...placed.filter(isSignature),
];

function takePreferred<T extends { template: EventTemplate }>(queue: T[], slot: Slot): T {
  const preferred = PREFERRED_FORMATS[slot];
  const index = preferred ? queue.findIndex((item) => preferred.includes(item.template.format)) : -1;
  return queue.splice(Math.max(index, 0), 1)[0];
}

function buildEvents(content: CityContent, cal: Calendar): SeedHappening[] {
  const random = createRandom(`${content.city}:events`);
  const city = cityBySlug(content.city);
  const placed = placeTemplates(content, content.signatureEvents, eventTemplates, EVENT_CAP, random);
  const seasons = placed.filter((p) => p.template.format === 'season');
  const queue = interleaveByCategory(
    genericFirst(placed.filter((p) => p.template.format !== 'season')),
    (p) => p.template.categories[0],
  );
  const ongoing: Placement = { slot: 'ongoing', k: 0, n: 1 };
  const scheduled: [Placed<EventTemplate>, Placement][] = [
    ...seasons.map((p): [Placed<EventTemplate>, Placement] => [p, ongoing]),
    ...planSlots(queue.length, EVENT_SLOTS, 'later').map((placement): [Placed<EventTemplate>, Placement] => [
      takePreferred(queue, placement.slot),
      placement,
    ]),
  ];
  return scheduled.map(([p, placement]) => {
    const { format } = p.template;
    const span = eventSpan(cal, format, placement, random, p.template.starts);
    return assemble(
      {
        kind: 'event',
        city,
        placed: p,
        span,
        workingHours: eventWorkingHours(format, span, random),
        night: format === 'evening' && isNightStart(span.start),
        weekend: SINGLE_OR_SHORT.includes(format) && isWeekendDay(span.start),
        seasonal: format === 'season',
      },
      random,
    );
  });
}

function buildExperiences(content: CityContent, cal: Calendar): SeedHappening[] {
  const random = createRandom(`${content.city}:experiences`);
  const city = cityBySlug(content.city);
  const placed = placeTemplates(content, content.signatureExperiences, experienceTemplates, EXPERIENCE_CAP, random);
  const queue = interleaveByCategory(genericFirst(placed), (p) => p.template.categories[0]);
  return planSlots(queue.length, EXPERIENCE_SLOTS, 'ongoing').map((placement, index) => {
    const p = queue[index];
    const { hours } = p.template;
    return assemble(
      {
        kind: 'experience',
        city,
        placed: p,
        span: experienceSpan(cal, hours, placement, random),
        workingHours: experienceWorkingHours(hours),
        night: hours.opens >= '18:00' || hours.closes < hours.opens,
        weekend: hours.days.every((day) => [4, 5, 6].includes(day)),
        seasonal: false,
      },
      random,
    );
  });
}

/** Marks the most-attended upcoming items as recommended until the city has enough of them. */
function ensureRecommended(items: SeedHappening[], now: Date, minimum: number): SeedHappening[] {
  const upcoming = items.filter((item) => item.endDate > now);
  const missing = minimum - upcoming.filter((item) => item.isRecommended).length;
  if (missing <= 0) return items;
  const promote = new Set(
    upcoming
      .filter((item) => !item.isRecommended)
      .sort((a, b) => b.attendanceCount - a.attendanceCount)
      .slice(0, missing),
  );
  return items.map((item) => (promote.has(item) ? { ...item, isRecommended: true } : item));
}

function assertDistinctNames(items: SeedHappening[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.citySlug}:${item.kind}:${item.name.en}`;
    if (seen.has(key)) throw new Error(`duplicate name ${key}`);
    seen.add(key);
  }
}

export function buildCityHappenings(content: CityContent, now: Date): SeedHappening[] {
  const cal = calendarFor(now);
  const items = [
    ...ensureRecommended(buildEvents(content, cal), now, MIN_RECOMMENDED.event),
    ...ensureRecommended(buildExperiences(content, cal), now, MIN_RECOMMENDED.experience),
  ];
  assertDistinctNames(items);
  return items;
}

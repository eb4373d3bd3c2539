// The seed content must give every screen and filter something to show in every city, whenever the seed runs.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { MOTIF_NAMES } from '../src/media/motifs.ts';
import { buildSeedContent } from '../src/seed/content/index.ts';
import { planOrders } from '../src/seed/orders.ts';
import type { Bilingual, HappeningKind, SeedData, SeedHappening } from '../src/seed/types.ts';

const ZONE = 'Asia/Riyadh';
const KINDS: HappeningKind[] = ['event', 'experience'];
const ARABIC = /[\u0600-\u06FF]/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

// The awkward moments: a Friday 23:30 on the last day of a month, a Saturday night that ends both the week and the
// month, and an ordinary Tuesday noon.
const MOMENTS: [string, Date][] = [
  ['a Friday 23:30 at a month end', DateTime.fromISO('2025-10-31T23:30', { zone: ZONE }).toJSDate()],
  ['a Saturday 22:00 ending the week and the month', DateTime.fromISO('2026-01-31T22:00', { zone: ZONE }).toJSDate()],
  ['an ordinary Tuesday noon', DateTime.fromISO('2026-03-10T12:00', { zone: ZONE }).toJSDate()],
];

interface Windows {
  todayStart: Date;
  todayEnd: Date;
  weekEnd: Date;
  monthEnd: Date;
}

function windowsFor(now: Date): Windows {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  const saturday = today.plus({ days: (6 - today.weekday + 7) % 7 });
  return {
    todayStart: today.toJSDate(),
    todayEnd: today.endOf('day').toJSDate(),
    weekEnd: saturday.endOf('day').toJSDate(),
    monthEnd: today.endOf('month').toJSDate(),
  };
}

const overlaps = (item: SeedHappening, from: Date, to: Date) => item.startDate <= to && item.endDate >= from;

function bilingualTexts(value: unknown, path = 'data', out: [string, Bilingual][] = []): [string, Bilingual][] {
  if (value === null || typeof value !== 'object' || value instanceof Date) return out;
  const keys = Object.keys(value);
  if (keys.length === 2 && keys.includes('en') && keys.includes('ar')) {
    out.push([path, value as Bilingual]);
    return out;
  }
  for (const [key, child] of Object.entries(value)) bilingualTexts(child, `${path}.${key}`, out);
  return out;
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe.each(MOMENTS)('seed content at %s', (_label, now) => {
  const data: SeedData = buildSeedContent(now);
  const windows = windowsFor(now);
  const cityItems = (city: string, kind: HappeningKind) =>
    data.happenings.filter((item) => item.citySlug === city && item.kind === kind);

  it('has five or more cities with Jeddah as the only default', () => {
    expect(data.cities.length).toBeGreaterThanOrEqual(5);
    expect(data.cities.filter((city) => city.isDefault).map((city) => city.slug)).toEqual(['jeddah']);
    expect(data.cities.find((city) => city.slug === 'jeddah')?.sortOrder).toBe(1);
    expect(data.cities.map((city) => city.name.ar)).toEqual(
      expect.arrayContaining(['جدة', 'الرياض', 'الدمام', 'العلا', 'أبها']),
    );
  });

  it('has at least 40 events and 20 experiences per city, with distinct names', () => {
    for (const city of data.cities) {
      expect(cityItems(city.slug, 'event').length, city.slug).toBeGreaterThanOrEqual(40);
      expect(cityItems(city.slug, 'experience').length, city.slug).toBeGreaterThanOrEqual(20);
      for (const kind of KINDS) {
        const items = cityItems(city.slug, kind);
        expect(duplicates(items.map((item) => item.name.en)), `${city.slug} ${kind}`).toEqual([]);
        expect(duplicates(items.map((item) => item.name.ar)), `${city.slug} ${kind}`).toEqual([]);
      }
    }
  });

  it('uses unique kebab-case slugs', () => {
    for (const kind of KINDS) {
      const slugs = data.happenings.filter((item) => item.kind === kind).map((item) => item.slug);
      expect(duplicates(slugs)).toEqual([]);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
      const categorySlugs = data.categories
        .filter((category) => category.kind === kind)
        .map((category) => category.slug);
      expect(duplicates(categorySlugs)).toEqual([]);
    }
    for (const slugs of [data.cities, data.audiences, data.tags, data.organizers, data.homeLists].map((rows) =>
      rows.map((row) => row.slug),
    )) {
      expect(duplicates(slugs)).toEqual([]);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
    }
    expect(data.tags.length).toBeGreaterThanOrEqual(30);
    expect(data.organizers.length).toBeGreaterThanOrEqual(12);
  });

  it('gives every category an icon the image generator draws', () => {
    for (const category of data.categories) expect(MOTIF_NAMES, category.slug).toContain(category.icon);
  });

  it('only references cities, categories, audiences, tags, organisers and lists that exist', () => {
    const cities = new Set(data.cities.map((city) => city.slug));
    const audiences = new Set(data.audiences.map((audience) => audience.slug));
    const tags = new Set(data.tags.map((tag) => tag.slug));
    const organizers = new Set(data.organizers.map((organizer) => organizer.slug));
    for (const item of data.happenings) {
      const categories = new Set(
        data.categories.filter((category) => category.kind === item.kind).map((category) => category.slug),
      );
      const lists = new Set(
        data.homeLists
          .filter((list) => list.citySlug === item.citySlug && list.kind === item.kind)
          .map((list) => list.slug),
      );
      expect(cities.has(item.citySlug), item.slug).toBe(true);
      expect(item.categorySlugs.length, item.slug).toBeGreaterThan(0);
      for (const slug of item.categorySlugs) expect(categories.has(slug), `${item.slug} category ${slug}`).toBe(true);
      expect(item.audienceSlugs.length, item.slug).toBeGreaterThan(0);
      for (const slug of item.audienceSlugs) expect(audiences.has(slug), `${item.slug} audience ${slug}`).toBe(true);
      for (const slug of item.tagSlugs) expect(tags.has(slug), `${item.slug} tag ${slug}`).toBe(true);
      if (item.organizerSlug !== null) expect(organizers.has(item.organizerSlug), item.slug).toBe(true);
      for (const slug of item.listSlugs) expect(lists.has(slug), `${item.slug} list ${slug}`).toBe(true);
    }
    for (const list of data.homeLists) expect(cities.has(list.citySlug)).toBe(true);
  });

  it('writes Arabic in the Arabic texts and none in the English ones', () => {
    const texts = bilingualTexts(data);
    expect(texts.length).toBeGreaterThan(1000);
    for (const [path, text] of texts) {
      expect(text.ar, path).toMatch(ARABIC);
      expect(text.en, path).not.toMatch(ARABIC);
      expect(text.en.trim(), path).not.toBe('');
      expect(`${text.en} ${text.ar}`, path).not.toMatch(/[{}]|lorem|undefined/i);
    }
  });

  it('gives one-sentence summaries and descriptions of two to four sentences (plus an optional practical note)', () => {
    for (const item of data.happenings) {
      expect(item.summary.en, item.slug).toMatch(/^[^.!?]+[.!?]$/);
      const sentences = item.description.en.split(/(?<=[.!?])\s+/);
      expect(sentences.length, item.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, item.slug).toBeLessThanOrEqual(5);
    }
  });

  it('places every city’s items in the past, today, this week, this month and later', () => {
    for (const city of data.cities) {
      for (const kind of KINDS) {
        const items = cityItems(city.slug, kind);
        const label = `${city.slug} ${kind}`;
        expect(items.filter((item) => item.endDate < now).length, `${label} past`).toBeGreaterThan(0);
        expect(
          items.filter((item) => overlaps(item, windows.todayStart, windows.todayEnd) && item.endDate >= now).length,
          `${label} today`,
        ).toBeGreaterThanOrEqual(2);
        expect(
          items.filter((item) => overlaps(item, windows.todayStart, windows.weekEnd) && item.endDate >= now).length,
          `${label} week`,
        ).toBeGreaterThanOrEqual(3);
        expect(
          items.filter((item) => overlaps(item, windows.todayStart, windows.monthEnd) && item.endDate >= now).length,
          `${label} month`,
        ).toBeGreaterThanOrEqual(3);
        expect(items.filter((item) => item.startDate > windows.monthEnd).length, `${label} later`).toBeGreaterThan(0);
        for (const item of items) expect(item.endDate.getTime(), item.slug).toBeGreaterThan(item.startDate.getTime());
      }
      const events = cityItems(city.slug, 'event');
      expect(
        events.filter((item) => item.startDate <= now && item.endDate > now).length,
        `${city.slug} on now`,
      ).toBeGreaterThanOrEqual(2);
      expect(
        events.filter((item) => item.startDate > now && item.startDate <= windows.todayEnd).length,
        `${city.slug} later today`,
      ).toBeGreaterThanOrEqual(2);
      const longRunning = events.filter(
        (item) => item.endDate.getTime() - item.startDate.getTime() > 14 * 86_400_000 && item.endDate > now,
      );
      expect(longRunning.length, `${city.slug} seasons`).toBeGreaterThan(0);
    }
  });

  it('uses every category, audience and tag, with at least two upcoming events per category in Jeddah and Riyadh', () => {
    const upcoming = data.happenings.filter((item) => item.endDate > now);
    for (const category of data.categories) {
      expect(
        data.happenings.some((item) => item.kind === category.kind && item.categorySlugs.includes(category.slug)),
        category.slug,
      ).toBe(true);
    }
    for (const city of data.cities) {
      for (const category of data.categories.filter((c) => c.kind === 'event')) {
        const count = upcoming.filter(
          (item) => item.citySlug === city.slug && item.kind === 'event' && item.categorySlugs.includes(category.slug),
        ).length;
        expect(count, `${city.slug} ${category.slug}`).toBeGreaterThanOrEqual(
          ['jeddah', 'riyadh'].includes(city.slug) ? 2 : 1,
        );
      }
      for (const audience of data.audiences) {
        expect(
          upcoming.some((item) => item.citySlug === city.slug && item.audienceSlugs.includes(audience.slug)),
          `${city.slug} ${audience.slug}`,
        ).toBe(true);
      }
    }
    for (const tag of data.tags)
      expect(
        data.happenings.some((item) => item.tagSlugs.includes(tag.slug)),
        tag.slug,
      ).toBe(true);
  });

  it('keeps prices, tickets, counts, hours and places plausible', () => {
    for (const item of data.happenings) {
      if (item.price === null) {
        expect(item.ticketUrl, item.slug).toBeNull();
        expect(item.tagSlugs, item.slug).toContain('free-entry');
      } else {
        expect(item.price, item.slug).toBeGreaterThanOrEqual(25);
        expect(item.price, item.slug).toBeLessThanOrEqual(950);
        expect(item.ticketUrl, item.slug).toMatch(/^https:\/\/tickets\.example\.sa\/\S+$/);
      }
      expect(item.attendanceCount).toBeGreaterThanOrEqual(0);
      expect(item.attendanceCount).toBeLessThanOrEqual(5000);
      expect(item.galleryCount).toBeGreaterThanOrEqual(0);
      expect(item.galleryCount).toBeLessThanOrEqual(6);
      if (item.kind === 'experience') expect(item.workingHours.length, item.slug).toBeGreaterThan(0);
      for (const row of item.workingHours) {
        expect(row.weekday).toBeGreaterThanOrEqual(0);
        expect(row.weekday).toBeLessThanOrEqual(6);
        expect(row.opens).toMatch(HHMM);
        expect(row.closes).toMatch(HHMM);
      }
      const city = data.cities.find((c) => c.slug === item.citySlug);
      expect(Math.abs(item.venue.latitude - (city?.latitude ?? 0)), item.slug).toBeLessThan(1);
      expect(Math.abs(item.venue.longitude - (city?.longitude ?? 0)), item.slug).toBeLessThan(1);
    }
    expect(
      data.happenings.some(
        (item) => item.kind === 'experience' && item.workingHours.some((row) => row.closes < row.opens),
      ),
    ).toBe(true);
    const prices = data.happenings.map((item) => item.price);
    expect(prices.filter((price) => price === null).length).toBeGreaterThan(prices.length / 5);
    expect(prices.filter((price) => price !== null).length).toBeGreaterThan(prices.length / 3);
    const share = data.happenings.filter((item) => item.isRecommended).length / data.happenings.length;
    expect(share).toBeGreaterThan(0.12);
    expect(share).toBeLessThan(0.32);
  });

  it("gives an event's hours on every weekday it runs: each day of a shorter run, every day of a week or more", () => {
    const riyadh = (date: Date) => DateTime.fromJSDate(date, { zone: ZONE });
    for (const item of data.happenings.filter((happening) => happening.kind === 'event')) {
      const start = riyadh(item.startDate);
      const end = riyadh(item.endDate);
      const days = Math.round(end.startOf('day').diff(start.startOf('day'), 'days').days);
      // Hours may be left out only for an event within one evening or day.
      if (days > 1) expect(item.workingHours.length, item.slug).toBeGreaterThan(0);
      if (item.workingHours.length === 0) continue;
      // An end at or before the opening time on a later day closes after midnight: that day is not one it opens on.
      const overnight = days > 0 && end.toFormat('HH:mm') <= start.toFormat('HH:mm');
      const opening = Array.from({ length: Math.min(7, days + (overnight ? 0 : 1)) }, (_, i) =>
        start.plus({ days: i }).toFormat('c'),
      ).map((weekday) => Number(weekday) % 7);
      expect(
        item.workingHours.map((row) => row.weekday).sort(),
        `${item.slug} ${start.toISO()} - ${end.toISO()}`,
      ).toEqual([...new Set(opening)].sort());
      for (const row of item.workingHours) {
        expect([row.opens, row.closes], item.slug).toEqual([start.toFormat('HH:mm'), end.toFormat('HH:mm')]);
      }
    }
  });

  it("makes every member's order bought in the past, before its event or experience starts, at a daytime hour", () => {
    const priced = data.happenings
      .map((item, index) => ({ id: index + 1, price: item.price, start: item.startDate }))
      .filter((item): item is { id: number; price: number; start: Date } => item.price !== null);
    const orders = planOrders(priced, now);
    expect(orders.length).toBeGreaterThan(10);
    for (const order of orders) {
      const item = data.happenings[order.happeningId - 1];
      expect(order.createdAt.getTime(), order.number).toBeLessThan(now.getTime());
      expect(order.createdAt.getTime(), order.number).toBeLessThan(item.startDate.getTime());
      const hour = DateTime.fromJSDate(order.createdAt, { zone: ZONE }).hour;
      expect(hour, order.number).toBeGreaterThanOrEqual(9);
      expect(hour, order.number).toBeLessThan(22);
    }
    // Upcoming items are bought too, not only past ones.
    expect(orders.some((order) => data.happenings[order.happeningId - 1].startDate > now)).toBe(true);
  });

  it('gives every city 3-4 home lists of six or more upcoming items', () => {
    for (const city of data.cities) {
      const lists = data.homeLists.filter((list) => list.citySlug === city.slug);
      expect(lists.length, city.slug).toBeGreaterThanOrEqual(3);
      expect(lists.length, city.slug).toBeLessThanOrEqual(4);
      for (const list of lists) {
        const members = data.happenings.filter((item) => item.kind === list.kind && item.listSlugs.includes(list.slug));
        expect(
          members.every((item) => item.citySlug === city.slug),
          list.slug,
        ).toBe(true);
        expect(members.filter((item) => item.endDate > now).length, list.slug).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it('gives every city five slides pointing at upcoming items that exist', () => {
    for (const city of data.cities) {
      const slides = data.slides.filter((slide) => slide.citySlug === city.slug);
      expect(
        slides.map((slide) => slide.sortOrder),
        city.slug,
      ).toEqual([1, 2, 3, 4, 5]);
      for (const slide of slides) {
        if (slide.target === 'url') {
          expect(slide.url).toMatch(/^\//);
          expect(slide.itemSlug).toBeNull();
          continue;
        }
        const item = data.happenings.find((h) => h.kind === slide.target && h.slug === slide.itemSlug);
        expect(item, `${city.slug} slide ${slide.itemSlug}`).toBeDefined();
        expect(item?.citySlug).toBe(city.slug);
        expect(item?.isRecommended).toBe(true);
        expect((item?.endDate.getTime() ?? 0) > now.getTime()).toBe(true);
      }
      expect(slides.filter((slide) => slide.target !== 'url').length, city.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('is deterministic for a given now', () => {
    expect(buildSeedContent(new Date(now.getTime()))).toEqual(data);
  });
});

describe('seed content across different moments', () => {
  it('keeps the same items and text while the dates follow now', () => {
    const [first, second] = MOMENTS.map(([, now]) => buildSeedContent(now));
    const textOf = (data: SeedData) => data.happenings.map((item) => [item.slug, item.name, item.price, item.venue]);
    expect(textOf(second)).toEqual(textOf(first));
    const firstStarts = first.happenings.map((item) => item.startDate.getTime());
    const secondStarts = second.happenings.map((item) => item.startDate.getTime());
    expect(secondStarts).not.toEqual(firstStarts);
  });
});

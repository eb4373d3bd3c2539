import { DateTime, Info } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formattingLocale, locales, type Locale } from '../i18n/locale.ts';
import { formatClock, formatDate, formatDateRange, formatTime, RIYADH, weekdayName, weekdays } from './dateTime.ts';

// luxon is the oracle: the Intl implementation must print exactly what these luxon formats printed before it.
const luxonDate: Record<Locale, string> = { en: 'ccc, d LLL yyyy', ar: 'ccc، d LLL yyyy' };
const luxonTime = 'hh:mm a';
const inRiyadh = (iso: string, locale: Locale) =>
  DateTime.fromISO(iso, { zone: 'utc' }).setZone(RIYADH).setLocale(formattingLocale(locale));

/** Instants around Riyadh midnight (21:00 UTC), UTC midnight, noon and every month of a leap year and a plain one. */
function sampleInstants(): string[] {
  const instants: string[] = [];
  for (const year of [2024, 2026]) {
    for (let month = 0; month < 12; month += 1) {
      const day = 1 + ((month * 7) % 28);
      for (const [hour, minute] of [
        [20, 59],
        [21, 0],
        [21, 1],
        [23, 59],
        [0, 0],
        [2, 59],
        [3, 0],
        [9, 0],
        [11, 59],
        [12, 0],
        [15, 30],
      ]) {
        instants.push(new Date(Date.UTC(year, month, day, hour, minute)).toISOString());
      }
    }
  }
  // Year boundaries and the last day of February in both years.
  instants.push(
    '2025-12-31T20:59:59.999Z',
    '2025-12-31T21:00:00.000Z',
    '2024-02-29T21:00:00.000Z',
    '2026-02-28T21:00:00.000Z',
  );
  return instants;
}

describe.each(locales)('dateTime (%s) matches luxon', (locale) => {
  const instants = sampleInstants();

  it('formats dates and times of many instants exactly like luxon', () => {
    for (const iso of instants) {
      expect(formatDate(iso, locale), iso).toBe(inRiyadh(iso, locale).toFormat(luxonDate[locale]));
      expect(formatTime(iso, locale), iso).toBe(inRiyadh(iso, locale).toFormat(luxonTime));
    }
  });

  it('decides same-day ranges in Riyadh like luxon, and gives the same ISO start', () => {
    for (const startIso of instants) {
      for (const hours of [1, 2, 3, 6, 24, 50]) {
        const endIso = new Date(Date.parse(startIso) + hours * 3_600_000).toISOString();
        const start = inRiyadh(startIso, locale);
        const end = inRiyadh(endIso, locale);
        const startDate = start.toFormat(luxonDate[locale]);
        expect(formatDateRange(startIso, endIso, locale), `${startIso} +${hours}h`).toEqual({
          dates: start.hasSame(end, 'day') ? startDate : `${startDate} – ${end.toFormat(luxonDate[locale])}`,
          times: `${start.toFormat(luxonTime)} – ${end.toFormat(luxonTime)}`,
          startIso: start.toISO(),
        });
      }
    }
  });

  it('formats every wall-clock minute like luxon', () => {
    for (let minutes = 0; minutes <= 24 * 60; minutes += 1) {
      const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(formatClock(clock, locale), clock).toBe(
        DateTime.fromFormat(clock, 'HH:mm', { zone: RIYADH }).setLocale(formattingLocale(locale)).toFormat(luxonTime),
      );
    }
  });

  it('names the weekdays like luxon', () => {
    const names = Info.weekdays('long', { locale: formattingLocale(locale) });
    expect(weekdays.map((weekday) => weekdayName(weekday, locale))).toEqual(names);
  });
});

describe('clocks luxon would reject', () => {
  it.each(['24:30', '9:30', '09:60', '23:5', '', 'noon'])('leaves %j as it came', (clock) => {
    expect(DateTime.fromFormat(clock, 'HH:mm', { zone: RIYADH }).isValid).toBe(false);
    expect(formatClock(clock, 'en')).toBe(clock);
  });
});

import { dateTimeFormat } from './intlFormatters.ts';
import { formattingLocale, listSeparator, type Locale } from '../i18n/locale.ts';

/** Every date and time of the product is shown in Saudi time, whatever the viewer's clock says. */
export const RIYADH = 'Asia/Riyadh';

// 'ddd, D MMM YYYY', 'hh:mm A' (docs/i18n.md#dates-and-times), with Intl instead of a date library to keep the first
// route light; dateTime.oracle.test.ts checks every function against luxon's 'ccc, d LLL yyyy' / 'ccc، d LLL yyyy'
// (Arabic separates with the Arabic comma) and 'hh:mm a'.

type Field = 'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute' | 'dayPeriod';
type Fields = Record<Field, string>;

const formatter = (locale: string, timeZone: string) =>
  dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
  });

function fieldsOf(instant: number, locale: Locale, timeZone = RIYADH): Fields {
  const fields: Fields = { weekday: '', day: '', month: '', year: '', hour: '', minute: '', dayPeriod: '' };
  for (const part of formatter(formattingLocale(locale), timeZone).formatToParts(instant)) {
    if (part.type in fields) fields[part.type as Field] = part.value;
  }
  return fields;
}

const dateText = (fields: Fields, locale: Locale) =>
  `${fields.weekday}${listSeparator[locale]}${fields.day} ${fields.month} ${fields.year}`;
const timeText = (fields: Fields) => `${fields.hour}:${fields.minute} ${fields.dayPeriod}`;

/** Formats a valid ISO instant in Riyadh; anything else is shown as it came rather than crash the screen. */
function inRiyadh(iso: string, locale: Locale, text: (fields: Fields) => string): string {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? iso : text(fieldsOf(instant, locale));
}

export function formatDate(iso: string, locale: Locale): string {
  return inRiyadh(iso, locale, (fields) => dateText(fields, locale));
}

export function formatTime(iso: string, locale: Locale): string {
  return inRiyadh(iso, locale, timeText);
}

// Saudi Arabia keeps UTC+3 all year (no daylight saving), so Riyadh's wall clock is a fixed shift of UTC.
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const riyadhWallClock = (instant: number) => new Date(instant + RIYADH_OFFSET_MS);

/** The instant as ISO 8601 in Riyadh's offset, e.g. "2026-11-22T18:00:00.000+03:00". */
export function riyadhIso(instant: number): string {
  return `${riyadhWallClock(instant).toISOString().slice(0, -1)}+03:00`;
}

export interface DateRangeText {
  /** One date, or "start – end" when the range spans several Riyadh days. */
  dates: string;
  /** "start – end" times of day. */
  times: string;
  /** Machine-readable start, for <time dateTime>. */
  startIso: string;
}

export function formatDateRange(startIso: string, endIso: string, locale: Locale): DateRangeText {
  const startInstant = Date.parse(startIso);
  const endInstant = Date.parse(endIso);
  if (Number.isNaN(startInstant) || Number.isNaN(endInstant)) return { dates: startIso, times: '', startIso };
  const start = fieldsOf(startInstant, locale);
  const end = fieldsOf(endInstant, locale);
  const riyadhDay = (instant: number) => riyadhWallClock(instant).toISOString().slice(0, 10);
  const startDate = dateText(start, locale);
  return {
    dates: riyadhDay(startInstant) === riyadhDay(endInstant) ? startDate : `${startDate} – ${dateText(end, locale)}`,
    times: `${timeText(start)} – ${timeText(end)}`,
    startIso: riyadhIso(startInstant),
  };
}

/** A wall-clock "HH:mm" of Riyadh (working hours) in the viewer's locale, e.g. "04:00 PM" or "٠٤:٠٠ م". */
export function formatClock(clock: string, locale: Locale): string {
  // "24:00" (closing at midnight) is valid and reads as 12:00 AM, as it did with luxon.
  const match = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/.exec(clock);
  if (!match) return clock;
  const hour = Number(match[1] ?? match[3]) % 24;
  const minute = Number(match[2] ?? match[4]);
  // Any day will do: the clock is formatted as a time of day in UTC, where it is exactly that wall-clock time.
  return timeText(fieldsOf(Date.UTC(2000, 0, 1, hour, minute), locale, 'UTC'));
}

export const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekdayName = (typeof weekdays)[number];

const weekdayNames = new Map<Locale, string[]>();

/** The weekday's name in the viewer's language, e.g. "Sunday" or "الأحد". */
export function weekdayName(weekday: WeekdayName, locale: Locale): string {
  let names = weekdayNames.get(locale);
  if (!names) {
    const long = dateTimeFormat(formattingLocale(locale), { weekday: 'long', timeZone: 'UTC' });
    // 1 January 2024 was a Monday.
    names = weekdays.map((_, index) => long.format(Date.UTC(2024, 0, 1 + index)));
    weekdayNames.set(locale, names);
  }
  return names[weekdays.indexOf(weekday)] ?? weekday;
}

/** Order of the Saudi week (Sunday first), for sorting working hours. */
export function saudiWeekdayIndex(weekday: string): number {
  const index = weekdays.indexOf(weekday as WeekdayName);
  return index < 0 ? 7 : (index + 1) % 7;
}

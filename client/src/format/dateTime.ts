import { DateTime, Info } from 'luxon';
import { formattingLocale, type Locale } from '../i18n/locale.ts';

/** Every date and time of the product is shown in Saudi time, whatever the viewer's clock says. */
export const RIYADH = 'Asia/Riyadh';

// Spec section 9: 'ddd, D MMM YYYY' and 'hh:mm A', written as luxon tokens (Arabic separates with the Arabic comma).
export const DATE_FORMAT = 'ccc, d LLL yyyy';
const DATE_FORMAT_AR = 'ccc، d LLL yyyy';
export const TIME_FORMAT = 'hh:mm a';

function dateFormat(locale: Locale): string {
  return locale === 'ar' ? DATE_FORMAT_AR : DATE_FORMAT;
}

function inRiyadh(iso: string, locale: Locale): DateTime {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(RIYADH).setLocale(formattingLocale(locale));
}

export function formatDate(iso: string, locale: Locale): string {
  return inRiyadh(iso, locale).toFormat(dateFormat(locale));
}

export function formatTime(iso: string, locale: Locale): string {
  return inRiyadh(iso, locale).toFormat(TIME_FORMAT);
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
  const start = inRiyadh(startIso, locale);
  const end = inRiyadh(endIso, locale);
  const sameDay = start.hasSame(end, 'day');
  const startDate = start.toFormat(dateFormat(locale));
  return {
    dates: sameDay ? startDate : `${startDate} – ${end.toFormat(dateFormat(locale))}`,
    times: `${start.toFormat(TIME_FORMAT)} – ${end.toFormat(TIME_FORMAT)}`,
    startIso: start.toISO() ?? startIso,
  };
}

/** A wall-clock "HH:mm" of Riyadh (working hours) in the viewer's locale, e.g. "04:00 PM" or "٠٤:٠٠ م". */
export function formatClock(clock: string, locale: Locale): string {
  const parsed = DateTime.fromFormat(clock, 'HH:mm', { zone: RIYADH });
  return parsed.isValid ? parsed.setLocale(formattingLocale(locale)).toFormat(TIME_FORMAT) : clock;
}

export const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekdayName = (typeof weekdays)[number];

/** The weekday's name in the viewer's language, e.g. "Sunday" or "الأحد". */
export function weekdayName(weekday: WeekdayName, locale: Locale): string {
  return Info.weekdays('long', { locale: formattingLocale(locale) })[weekdays.indexOf(weekday)] ?? weekday;
}

/** Order of the Saudi week (Sunday first), for sorting working hours. */
export function saudiWeekdayIndex(weekday: string): number {
  const index = weekdays.indexOf(weekday as WeekdayName);
  return index < 0 ? 7 : (index + 1) % 7;
}

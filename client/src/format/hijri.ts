// Hijri dates in the Umm al-Qura calendar (Saudi Arabia's official calendar), from the platform's Intl calendars,
// in Riyadh time: "1 Ramadan 1448 AH" / "١ رمضان ١٤٤٨ هـ".
import { dateTimeFormat } from './intlFormatters.ts';
import { formattingLocale, type Locale } from '../i18n/locale.ts';
import { RIYADH } from './dateTime.ts';

// The Gregorian calendar the Arabic locale names is swapped for Umm al-Qura; digits stay as the locale has them.
const hijriFormatter = (locale: Locale) =>
  dateTimeFormat(formattingLocale(locale).replace('-ca-gregory', ''), {
    calendar: 'islamic-umalqura',
    timeZone: RIYADH,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The Hijri date of an instant; null for an unreadable one. */
export function formatHijriDate(iso: string, locale: Locale): string | null {
  const instant = Date.parse(iso);
  return Number.isNaN(instant) ? null : hijriFormatter(locale).format(instant);
}

/** The Hijri dates of a range: one date when both fall on the same Hijri day, else "start – end". */
export function formatHijriRange(start: string, end: string, locale: Locale): string | null {
  const first = formatHijriDate(start, locale);
  const last = formatHijriDate(end, locale);
  if (!first) return null;
  return !last || last === first ? first : `${first} – ${last}`;
}

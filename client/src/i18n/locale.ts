export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export type Direction = 'ltr' | 'rtl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag used for Intl and luxon formatting. Arabic pins the Gregorian calendar (ar-SA would default to the
 * Hijri one) and Arabic-Indic digits, so dates read naturally in Arabic while matching the event's real dates.
 */
export function formattingLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-ca-gregory-nu-arab' : 'en';
}

/** The base language of a BCP 47 tag such as formattingLocale's, or null when it is not one of ours. */
export function localeOf(tag: string): Locale | null {
  const language = tag.split('-')[0];
  return isLocale(language) ? language : null;
}

/** Separator of list items (address parts, opening hours): Arabic uses the Arabic comma. */
export const listSeparator: Record<Locale, string> = { en: ', ', ar: '، ' };

/** The name of each language written in that language, for the language switch. */
export const localeNames: Record<Locale, string> = { en: 'English', ar: 'العربية' };

import { CITY_COOKIE, LANGUAGE_COOKIE } from '../i18n/urlLocale.ts';
import type { Locale } from '../i18n/locale.ts';
import type { AppSettings } from './settings.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string | null) {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The chosen city travels to the server in a cookie, so the page it serves holds that city's data. */
export function writeCityCookie(city: AppSettings['city']) {
  writeCookie(CITY_COOKIE, city?.id ?? null);
}

/** The chosen language, which `/` follows on the next visit (docs/i18n.md#language-in-the-url). */
export function writeLanguageCookie(locale: Locale) {
  writeCookie(LANGUAGE_COOKIE, locale);
}

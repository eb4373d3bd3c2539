import type { Locale } from './locale.ts';

// Arabic pages live under /ar/..., English ones at the root (docs/i18n.md#language-in-the-url).
const prefixed: Locale = 'ar';

/** The language a path is in: /ar and /ar/... are Arabic, every other path English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return first === prefixed ? prefixed : 'en';
}

/** The router's basename for a language: '/ar' for Arabic, none for English. */
export function basenameOf(locale: Locale): string | undefined {
  return locale === prefixed ? `/${prefixed}` : undefined;
}

/** The path without its language prefix, always starting with '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname || '/';
  const rest = pathname.slice(prefixed.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in a language: `/events?x=1` in Arabic is `/ar/events?x=1`; Arabic home is `/ar/`. */
export function pathInLocale(pathAndSearch: string, locale: Locale): string {
  const cut = pathAndSearch.search(/[?#]/);
  const pathname = cut === -1 ? pathAndSearch : pathAndSearch.slice(0, cut);
  const rest = cut === -1 ? '' : pathAndSearch.slice(cut);
  const bare = pathWithoutLocale(pathname);
  return `${locale === prefixed ? `/${prefixed}${bare}` : bare}${rest}`;
}

// The language and city cookies are named in shared/cookies.ts, which the gateway reads them by.
export { CITY_COOKIE, LANGUAGE_COOKIE } from '../../../shared/cookies.ts';

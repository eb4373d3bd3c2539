import { isLocale, type Locale } from '../i18n/locale.ts';

/**
 * The member's saved language drives the app's language at two moments only: when they sign in (or up), and when a
 * profile edit changes it. Switching the language in the header never touches the profile, and a later profile edit
 * that leaves the language alone does not undo the header's choice. Each rule answers the locale to switch to, or
 * null to stay.
 */
export function localeAfterSignIn(current: Locale, memberLanguage: unknown): Locale | null {
  return isLocale(memberLanguage) && memberLanguage !== current ? memberLanguage : null;
}

export function localeAfterProfileEdit(current: Locale, savedBefore: unknown, savedAfter: unknown): Locale | null {
  if (!isLocale(savedAfter) || savedAfter === savedBefore) return null;
  return savedAfter !== current ? savedAfter : null;
}

// The viewer's language: chosen from Accept-Language (HTTP header, or graphql-ws connection params), and used to
// pick `*_en` / `*_ar` fields and the words of messages (messages/catalog.ts).
import { preferredLanguage, type Language } from '../../../shared/language.ts';

export type Locale = Language;

/** `ar`, `ar-SA`, ... as the most preferred language give Arabic; anything else gives English. */
export const localeFromAcceptLanguage = preferredLanguage;

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** `record[field_ar]` for Arabic (falling back to `field_en` when empty), `record[field_en]` otherwise; null when both are empty. */
export function localized(record: object | null | undefined, field: string, locale: Locale): string | null {
  if (!record) return null;
  const values = record as Record<string, unknown>;
  const wanted = values[`${field}_${locale}`];
  if (nonEmpty(wanted)) return wanted;
  const english = values[`${field}_en`];
  return nonEmpty(english) ? english : null;
}

/** Same as `localized` for required fields: never null. */
export const localizedRequired = (record: object, field: string, locale: Locale): string =>
  localized(record, field, locale) ?? '';

// The viewer's language: chosen from Accept-Language (HTTP header, or graphql-ws connection params), and used to
// pick `*_en` / `*_ar` fields and the words of messages (messages/catalog.ts).

export type Locale = 'en' | 'ar';

/** `ar`, `ar-SA`, ... as the most preferred language give Arabic; anything else gives English. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0] && /^ar(-|$)/.test(ranked[0].tag) ? 'ar' : 'en';
}

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

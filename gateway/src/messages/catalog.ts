// The words the server side says to people, in both languages: translations/server/{en,ar}.json, beside the client's
// catalog in translations/ (one owner of user-facing text). Keys are the codes of the REST API's error bodies
// (docs/rest-contract.md, "Errors") and the gateway's own messages. Read once, when the gateway starts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../viewer/locale.ts';

export const serverTranslationsDir = fileURLToPath(new URL('../../../translations/server/', import.meta.url));

export type Catalog = Readonly<Record<string, string>>;

const read = (locale: Locale): Catalog =>
  JSON.parse(readFileSync(`${serverTranslationsDir}${locale}.json`, 'utf8')) as Catalog;

const catalogs: Record<Locale, Catalog> = { en: read('en'), ar: read('ar') };

/** The catalog of `locale`; English for anything else. */
const catalogOf = (locale: Locale): Catalog => (locale === 'ar' ? catalogs.ar : catalogs.en);

/** The messages the gateway itself says (the others are REST codes it words). */
export const gatewayMessages = [
  'invalid_credentials',
  'not_signed_in',
  'not_found',
  'invalid_id',
  'report_place_reason',
  'report_content_reason',
  'report_note_too_long',
  'unknown_error',
  'persisted_operation_invalid_id',
  'persisted_operation_missing',
  'persisted_operation_not_found',
  'persisted_operations_only',
  'favourite_title_taken',
  'search_text_blank',
  'search_text_too_long',
  'search_date_invalid',
  'search_first_invalid',
  'server_busy',
  'text_unstorable',
] as const;

export type GatewayMessage = (typeof gatewayMessages)[number];

for (const locale of ['en', 'ar'] as const) {
  const missing = gatewayMessages.filter((key) => !catalogs[locale][key]);
  if (missing.length) throw new Error(`translations/server/${locale}.json lacks ${missing.join(', ')}`);
}

/**
 * The text of `code` in `locale`, its `{name}` parameters filled in from `params`; undefined when the catalog does not
 * know the code or a parameter is missing (the caller then keeps the upstream's own words).
 */
export function textOf(
  code: string,
  locale: Locale,
  params: Readonly<Record<string, unknown>> = {},
): string | undefined {
  const catalog = catalogOf(locale);
  const template = Object.hasOwn(catalog, code) ? catalog[code] : undefined;
  if (template === undefined) return undefined;
  let complete = true;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    complete = false;
    return '';
  });
  return complete ? text : undefined;
}

/** One of the gateway's own messages (checked to exist in both languages at start). */
export const message = (key: GatewayMessage, locale: Locale): string => catalogOf(locale)[key];

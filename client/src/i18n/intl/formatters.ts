// The app's Intl formatters, one per locale and options: building an Intl object costs far more than using it.
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: { new (locale: string, options?: object): T; name: string },
  locale: string,
  options: object = {},
): T {
  const key = `${kind.name}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = new kind(locale, options)));
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached(Intl.NumberFormat, locale, options);
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached(Intl.DateTimeFormat, locale, options);
export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached(Intl.ListFormat, locale, options);
export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) =>
  cached(Intl.PluralRules, locale, options);

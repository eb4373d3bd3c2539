// Intl formatters of the date, price and distance functions (they take a locale, not react-intl's intl object), one
// per locale and options: building an Intl object costs far more than using it.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
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

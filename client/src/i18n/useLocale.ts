import { useIntl } from 'react-intl';
import { localeOf, type Locale } from './locale.ts';

export function useLocale(): Locale {
  // IntlProvider gets formattingLocale(locale), so messages' numbers use the same digits as dates and prices.
  return localeOf(useIntl().locale) ?? 'en';
}

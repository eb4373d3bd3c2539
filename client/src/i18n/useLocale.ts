import { useIntl } from 'react-intl';
import { isLocale, type Locale } from './locale.ts';

export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : 'en';
}

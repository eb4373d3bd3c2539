import { numberFormat } from '../../format/intlFormatters.ts';
import { formattingLocale, type Locale } from '../../i18n/locale.ts';

/** A distance in the viewer's language and digits: metres under 1 km ("350 m"), else kilometres with one decimal ("1.2 km"). */
export function formatDistance(km: number, locale: Locale): string {
  const metres = km < 1;
  return numberFormat(formattingLocale(locale), {
    style: 'unit',
    unit: metres ? 'meter' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: metres ? 0 : 1,
  }).format(metres ? Math.round(km * 100) * 10 : km);
}

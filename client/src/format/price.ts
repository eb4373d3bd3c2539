import { numberFormat } from './intlFormatters.ts';
import { formattingLocale, type Locale } from '../i18n/locale.ts';

export interface PriceValue {
  readonly isFree: boolean;
  readonly amount?: number | null;
  readonly currency: string;
}

/**
 * The price in the viewer's locale (e.g. "SAR 150" or "١٥٠ ر.س."), or null when the item is free or has no amount:
 * the caller shows its translated "Free" then. Whole amounts drop the ".00".
 */
export function formatPrice(price: PriceValue, locale: Locale): string | null {
  if (price.isFree || price.amount == null) return null;
  const whole = Number.isInteger(price.amount);
  return numberFormat(formattingLocale(locale), {
    style: 'currency',
    currency: price.currency || 'SAR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price.amount);
}

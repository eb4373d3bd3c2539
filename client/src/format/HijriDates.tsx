import { createContext, useContext } from 'react';
import { useLocale } from '../i18n/useLocale.ts';
import { formatHijriRange } from './hijri.ts';

/**
 * Whether the site asks for Umm al-Qura dates beside the Gregorian ones (`siteSettings.showHijriDates`). The page shell
 * provides it from the route's query, so the cards of any list read it without a request of their own.
 */
export const HijriDatesSetting = createContext(false);

/** The Hijri dates of a range, when the site asks for them; nothing otherwise. */
export function HijriDates({ start, end, className }: { start: string; end: string; className?: string }) {
  const locale = useLocale();
  if (!useContext(HijriDatesSetting)) return null;
  const text = formatHijriRange(start, end, locale);
  return text ? (
    <span className={className} data-testid="hijri-dates">
      {text}
    </span>
  ) : null;
}

import { listSeparator, type Locale } from '../../i18n/locale.ts';

/** The address, with the district before it unless the address already names it. */
export function placeAddress(location: { address?: string | null; district?: string | null }, locale: Locale): string {
  const { address, district } = location;
  if (address && district && address.includes(district)) return address;
  return [district, address].filter(Boolean).join(listSeparator[locale]);
}

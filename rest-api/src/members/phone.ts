// Saudi mobile numbers: 05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX or 009665XXXXXXXX (spaces and dashes ignored),
// stored as the local part 5XXXXXXXX.
const SAUDI_MOBILE = /^(?:\+966|00966|0)?(5\d{8})$/;

export const COUNTRY = { code: 'sa', dialCode: '966', alphaCode: 'SA' } as const;

/** The local part, or null when the text is not a Saudi mobile number. */
export function parseSaudiMobile(text: string): string | null {
  const match = SAUDI_MOBILE.exec(text.replace(/[\s-]/g, ''));
  return match ? match[1] : null;
}

export const internationalNumber = (local: string) => `+${COUNTRY.dialCode}${local}`;

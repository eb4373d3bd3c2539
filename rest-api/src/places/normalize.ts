// Search text as the contract compares it: lower case, Arabic diacritics and tatweel removed, the hamza and alif forms
// folded (أ إ آ ٱ -> ا, ؤ -> و, ئ -> ي), taa marbuta -> ha, alif maqsura -> ya. Stored normalized when a place is
// written, and applied to the query, so "مكة" finds "مكه" and "المدينة" finds "المدينه".
const DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u0640]/g;
const FOLDS: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ة: 'ه', ى: 'ي', ؤ: 'و', ئ: 'ي' };
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(DIACRITICS, '')
    .replace(FOLDABLE, (c) => FOLDS[c])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The normalized text of several fields, one space between them. */
export const searchTextOf = (parts: (string | null | undefined)[]) =>
  normalizeSearchText(parts.filter((part): part is string => Boolean(part)).join(' '));

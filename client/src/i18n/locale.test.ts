import { describe, expect, it } from 'vitest';
import { formattingLocale, localeOf, locales } from './locale.ts';

describe('locale tags', () => {
  it('finds our locale back from the tag given to IntlProvider', () => {
    for (const locale of locales) expect(localeOf(formattingLocale(locale))).toBe(locale);
  });

  it('rejects tags of other languages', () => {
    expect(localeOf('fr-FR')).toBeNull();
    expect(localeOf('')).toBeNull();
  });

  it('formats Arabic numbers with Arabic-Indic digits, as messages show counts', () => {
    expect(new Intl.NumberFormat(formattingLocale('ar')).format(43)).toBe('٤٣');
    expect(new Intl.NumberFormat(formattingLocale('en')).format(43)).toBe('43');
  });
});

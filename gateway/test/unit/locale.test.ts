import { describe, expect, it } from 'vitest';
import { directionOf, localeFromAcceptLanguage, localized, localizedRequired } from '../../src/viewer/locale.ts';

describe('locale', () => {
  it('is Arabic when the most preferred language is ar*', () => {
    expect(localeFromAcceptLanguage('ar')).toBe('ar');
    expect(localeFromAcceptLanguage('ar-SA,en;q=0.8')).toBe('ar');
    expect(localeFromAcceptLanguage('en;q=0.5, ar;q=0.9')).toBe('ar');
    expect(localeFromAcceptLanguage('AR')).toBe('ar');
  });

  it('is English otherwise', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('en-US,ar;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('fr')).toBe('en');
    expect(localeFromAcceptLanguage('arn')).toBe('en');
    expect(localeFromAcceptLanguage('ar;q=0, en')).toBe('en');
  });

  it('gives the text direction', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('picks the localized field and falls back to English when the Arabic one is empty', () => {
    const city = { name_en: 'Jeddah', name_ar: 'جدة', summary_en: 'Sea', summary_ar: '', note_en: '', note_ar: null };
    expect(localized(city, 'name', 'ar')).toBe('جدة');
    expect(localized(city, 'name', 'en')).toBe('Jeddah');
    expect(localized(city, 'summary', 'ar')).toBe('Sea');
    expect(localized(city, 'note', 'ar')).toBeNull();
    expect(localized(null, 'name', 'en')).toBeNull();
    expect(localizedRequired(city, 'note', 'en')).toBe('');
  });
});

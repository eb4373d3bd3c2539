// Search text normalization (contract, Places): the forms people type interchangeably compare equal.
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTextOf } from '../src/places/normalize.ts';

describe('normalizeSearchText', () => {
  it('folds hamza and alif forms, taa marbuta and alif maqsura', () => {
    expect(normalizeSearchText('أإآٱا')).toBe('ااااا');
    expect(normalizeSearchText('مكة المكرمة')).toBe(normalizeSearchText('مكه المكرمه'));
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي');
    expect(normalizeSearchText('لؤلؤة')).toBe('لولوه');
    expect(normalizeSearchText('شاطئ')).toBe('شاطي');
  });

  it('drops diacritics and tatweel, lowers case and squeezes spaces', () => {
    expect(normalizeSearchText('مَتْحَفُ')).toBe('متحف');
    expect(normalizeSearchText('جـــدة')).toBe('جده');
    expect(normalizeSearchText('  Red   SEA Mall ')).toBe('red sea mall');
    expect(normalizeSearchText('Café')).toBe('café');
  });

  it('joins several fields, skipping empty ones', () => {
    expect(searchTextOf(['Kingdom Centre', null, '', 'برج المملكة'])).toBe('kingdom centre برج المملكه');
  });
});

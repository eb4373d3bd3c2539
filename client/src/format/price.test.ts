import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

const strip = (text: string | null) =>
  text
    ?.replace(/[\u200e\u200f\u00a0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('prices in Saudi riyals', () => {
  it('returns null for free items so the caller shows "Free"', () => {
    expect(formatPrice({ isFree: true, amount: null, currency: 'SAR' }, 'en')).toBeNull();
    expect(formatPrice({ isFree: false, amount: null, currency: 'SAR' }, 'ar')).toBeNull();
  });

  it('formats whole and fractional amounts in English', () => {
    expect(strip(formatPrice({ isFree: false, amount: 150, currency: 'SAR' }, 'en'))).toBe('SAR 150');
    expect(strip(formatPrice({ isFree: false, amount: 1250.5, currency: 'SAR' }, 'en'))).toBe('SAR 1,250.50');
  });

  it('formats with Arabic digits and the riyal sign in Arabic', () => {
    const text = strip(formatPrice({ isFree: false, amount: 150, currency: 'SAR' }, 'ar'));
    expect(text).toContain('١٥٠');
    expect(text).toContain('ر.س');
    expect(text).not.toMatch(/[0-9]/);
  });
});

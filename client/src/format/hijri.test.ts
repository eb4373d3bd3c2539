import { describe, expect, it } from 'vitest';
import { formatHijriDate, formatHijriRange } from './hijri.ts';

describe('Hijri (Umm al-Qura) dates', () => {
  it('pins real dates: 1 Ramadan 1447 was 18 February 2026, 1 Ramadan 1448 is 8 February 2027', () => {
    expect(formatHijriDate('2026-02-18T12:00:00+03:00', 'en')).toBe('Ramadan 1, 1447 AH');
    expect(formatHijriDate('2027-02-08T12:00:00+03:00', 'en')).toBe('Ramadan 1, 1448 AH');
    expect(formatHijriDate('2027-02-07T12:00:00+03:00', 'en')).toBe('Shaʻban 30, 1448 AH');
    expect(formatHijriDate('2027-02-08T12:00:00+03:00', 'ar')).toBe('١ رمضان ١٤٤٨ هـ');
  });

  it('counts days in Riyadh time: 22:00 UTC is already the next day there', () => {
    expect(formatHijriDate('2027-02-07T22:00:00Z', 'en')).toBe('Ramadan 1, 1448 AH');
  });

  it('gives one date for a one-day range, both ends otherwise, and nothing for a bad date', () => {
    expect(formatHijriRange('2027-02-08T10:00:00+03:00', '2027-02-08T20:00:00+03:00', 'en')).toBe('Ramadan 1, 1448 AH');
    expect(formatHijriRange('2027-02-08T10:00:00+03:00', '2027-02-10T20:00:00+03:00', 'ar')).toBe(
      '١ رمضان ١٤٤٨ هـ – ٣ رمضان ١٤٤٨ هـ',
    );
    expect(formatHijriRange('not a date', '2027-02-10T20:00:00+03:00', 'en')).toBeNull();
  });
});

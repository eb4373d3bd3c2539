import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateRange, formatTime, saudiWeekdayIndex, weekdayName } from './dateTime.ts';

// 15:00 UTC is 18:00 in Riyadh (UTC+3 all year); 22:30 UTC on the 22nd is already the 23rd there.
const start = '2026-11-22T15:00:00.000Z';

describe('dates and times in Asia/Riyadh', () => {
  it('formats the date as ddd, D MMM YYYY in English', () => {
    expect(formatDate(start, 'en')).toBe('Sun, 22 Nov 2026');
  });

  it('formats the time as hh:mm A in English, converted to Riyadh time', () => {
    expect(formatTime(start, 'en')).toBe('06:00 PM');
    expect(formatTime('2026-11-22T06:05:00Z', 'en')).toBe('09:05 AM');
  });

  it('moves to the next day when Riyadh is already past midnight', () => {
    expect(formatDate('2026-11-22T22:30:00Z', 'en')).toBe('Mon, 23 Nov 2026');
  });

  it('uses Arabic day and month names and Arabic-Indic digits in Arabic', () => {
    expect(formatDate(start, 'ar')).toBe('الأحد، ٢٢ نوفمبر ٢٠٢٦');
    expect(formatTime(start, 'ar')).toBe('٠٦:٠٠ م');
  });

  it('shows one date for a same-day range and both for a multi-day one', () => {
    expect(formatDateRange(start, '2026-11-22T20:00:00Z', 'en')).toEqual({
      dates: 'Sun, 22 Nov 2026',
      times: '06:00 PM – 11:00 PM',
      startIso: '2026-11-22T18:00:00.000+03:00',
    });
    expect(formatDateRange(start, '2026-11-24T20:00:00Z', 'en').dates).toBe('Sun, 22 Nov 2026 – Tue, 24 Nov 2026');
  });

  it('formats working-hours clocks and weekday names per locale', () => {
    expect(formatClock('16:00', 'en')).toBe('04:00 PM');
    expect(formatClock('09:30', 'ar')).toBe('٠٩:٣٠ ص');
    expect(formatClock('not a time', 'en')).toBe('not a time');
    expect(weekdayName('FRIDAY', 'en')).toBe('Friday');
    expect(weekdayName('FRIDAY', 'ar')).toBe('الجمعة');
  });

  it('orders the Saudi week from Sunday', () => {
    const ordered = ['SATURDAY', 'MONDAY', 'SUNDAY'].sort((a, b) => saudiWeekdayIndex(a) - saudiWeekdayIndex(b));
    expect(ordered).toEqual(['SUNDAY', 'MONDAY', 'SATURDAY']);
  });
});

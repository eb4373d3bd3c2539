// Week-minute opening hours (docs/places.md#opening-hours): spans, overnight, the week wrap, closed days, all day, N/A.
import { describe, expect, it } from 'vitest';
import {
  formatTime,
  openStatus,
  parseTime,
  toOpeningHours,
  toRows,
  weekMinute,
  weekSpan,
} from '../src/places/hours.ts';

// Riyadh is UTC+3 all year: Sunday 2026-11-22 00:00 local is 2026-11-21T21:00Z.
const riyadh = (local: string) => new Date(`${local}+03:00`);

describe('week minutes', () => {
  it('counts from Sunday 00:00 in Riyadh', () => {
    expect(weekMinute(riyadh('2026-11-22T00:00:00'))).toBe(0);
    expect(weekMinute(riyadh('2026-11-22T13:00:00'))).toBe(780);
    expect(weekMinute(riyadh('2026-11-23T09:30:00'))).toBe(1440 + 570);
    expect(weekMinute(riyadh('2026-11-28T23:59:00'))).toBe(10079);
    // UTC Saturday 22:00 is already Sunday 01:00 in Riyadh
    expect(weekMinute(new Date('2026-11-28T22:00:00Z'))).toBe(60);
  });

  it('parses and formats HH:mm', () => {
    expect(parseTime('09:05')).toBe(545);
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('9:05')).toBeNull();
    expect(parseTime('12:60')).toBeNull();
    expect(formatTime(1440 + 60)).toBe('01:00');
    expect(formatTime(10080 + 120)).toBe('02:00');
  });

  it('puts a closing at or before the opening on the next day', () => {
    expect(weekSpan(1, '09:00', '17:00')).toEqual({ opensAt: 1980, closesAt: 2460 });
    expect(weekSpan(1, '18:00', '02:00')).toEqual({ opensAt: 2520, closesAt: 3000 });
    expect(weekSpan(6, '20:00', '03:00')).toEqual({ opensAt: 9840, closesAt: 10260 });
    expect(weekSpan(2, '00:00', '00:00')).toEqual({ opensAt: 2880, closesAt: 4320 });
  });
});

describe('opening status', () => {
  const rows = toRows([
    {
      weekday: 0,
      spans: [
        { opens: '09:00', closes: '12:00' },
        { opens: '16:00', closes: '23:00' },
      ],
    },
    { weekday: 4, spans: [{ opens: '18:00', closes: '02:00' }] },
    { weekday: 5, closed: true },
    { weekday: 6, spans: [{ opens: '20:00', closes: '03:00' }] },
  ]);

  it('is open inside a span and closed between spans', () => {
    expect(openStatus(rows, riyadh('2026-11-22T09:00:00'))).toBe('open');
    expect(openStatus(rows, riyadh('2026-11-22T11:59:00'))).toBe('open');
    expect(openStatus(rows, riyadh('2026-11-22T12:00:00'))).toBe('closed');
    expect(openStatus(rows, riyadh('2026-11-22T15:59:00'))).toBe('closed');
    expect(openStatus(rows, riyadh('2026-11-22T16:00:00'))).toBe('open');
  });

  it('keeps an overnight span open after midnight into the next day', () => {
    expect(openStatus(rows, riyadh('2026-11-26T23:30:00'))).toBe('open'); // Thursday night
    expect(openStatus(rows, riyadh('2026-11-27T01:59:00'))).toBe('open'); // Friday early morning, Friday itself closed
    expect(openStatus(rows, riyadh('2026-11-27T02:00:00'))).toBe('closed');
    expect(openStatus(rows, riyadh('2026-11-27T19:00:00'))).toBe('closed'); // closed Friday
  });

  it('wraps Saturday night into Sunday morning', () => {
    expect(openStatus(rows, riyadh('2026-11-28T21:00:00'))).toBe('open');
    expect(openStatus(rows, riyadh('2026-11-29T02:30:00'))).toBe('open'); // next Sunday 02:30
    expect(openStatus(rows, riyadh('2026-11-22T02:30:00'))).toBe('open'); // this Sunday 02:30, same week minute
    expect(openStatus(rows, riyadh('2026-11-29T03:00:00'))).toBe('closed');
  });

  it('is open the whole of an all-day day and not the day after', () => {
    const allDay = toRows([{ weekday: 3, all_day: true }]);
    expect(openStatus(allDay, riyadh('2026-11-25T00:00:00'))).toBe('open');
    expect(openStatus(allDay, riyadh('2026-11-25T23:59:00'))).toBe('open');
    expect(openStatus(allDay, riyadh('2026-11-26T00:00:00'))).toBe('closed');
  });

  it('is N/A without any data, closed when only closed days are known', () => {
    expect(openStatus([], riyadh('2026-11-25T12:00:00'))).toBe('n/a');
    expect(openStatus(toRows([]), riyadh('2026-11-25T12:00:00'))).toBe('n/a');
    expect(openStatus(toRows([{ weekday: 5, closed: true }]), riyadh('2026-11-27T12:00:00'))).toBe('closed');
  });
});

describe('opening_hours of the contract', () => {
  it('lists the days with data, Sunday first, with week minutes and local times', () => {
    const hours = toOpeningHours(
      toRows([
        { weekday: 6, spans: [{ opens: '20:00', closes: '03:00' }] },
        {
          weekday: 0,
          spans: [
            { opens: '16:00', closes: '23:00' },
            { opens: '09:00', closes: '12:00' },
          ],
        },
        { weekday: 5, closed: true },
        { weekday: 3, all_day: true },
      ]),
    );
    expect(hours).toEqual([
      {
        weekday: 0,
        closed: false,
        all_day: false,
        hours: [
          { opening_time_in_min: 540, closing_time_in_min: 720, opens: '09:00', closes: '12:00' },
          { opening_time_in_min: 960, closing_time_in_min: 1380, opens: '16:00', closes: '23:00' },
        ],
      },
      { weekday: 3, closed: false, all_day: true, hours: [] },
      { weekday: 5, closed: true, all_day: false, hours: [] },
      {
        weekday: 6,
        closed: false,
        all_day: false,
        hours: [{ opening_time_in_min: 9840, closing_time_in_min: 10260, opens: '20:00', closes: '03:00' }],
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { periodInterval } from '../src/time/periods.ts';

const iso = (period: Parameters<typeof periodInterval>[0], now: string) => {
  const { from, to } = periodInterval(period, new Date(now));
  return [from.toISOString(), to.toISOString()];
};

describe('periods in Asia/Riyadh (UTC+3, Sunday-Saturday weeks)', () => {
  it('today starts at Riyadh midnight, which is 21:00 UTC the day before', () => {
    expect(iso('today', '2026-11-22T10:00:00Z')).toEqual(['2026-11-21T21:00:00.000Z', '2026-11-22T20:59:59.999Z']);
    expect(iso('today', '2026-11-22T20:59:59Z')[0]).toBe('2026-11-21T21:00:00.000Z');
    expect(iso('today', '2026-11-22T21:00:00Z')[0]).toBe('2026-11-22T21:00:00.000Z');
  });

  it('this_week ends on Saturday night, and on Saturday it is just today', () => {
    expect(iso('this_week', '2026-11-22T10:00:00Z')[1]).toBe('2026-11-28T20:59:59.999Z'); // Sunday
    expect(iso('this_week', '2026-11-27T10:00:00Z')[1]).toBe('2026-11-28T20:59:59.999Z'); // Friday
    expect(iso('this_week', '2026-11-28T10:00:00Z')).toEqual(iso('today', '2026-11-28T10:00:00Z')); // Saturday
    expect(iso('this_week', '2026-11-28T21:00:00Z')[1]).toBe('2026-12-05T20:59:59.999Z'); // Sunday again
  });

  it('this_week runs past the end of the month and of the year, so it need not lie inside this_month', () => {
    // Sunday 29 November: the week ends on Saturday 5 December, the month on Monday 30 November.
    expect(iso('this_week', '2026-11-29T10:00:00Z')[1]).toBe('2026-12-05T20:59:59.999Z');
    expect(iso('this_month', '2026-11-29T10:00:00Z')[1]).toBe('2026-11-30T20:59:59.999Z');
    // Sunday 27 December: the week ends on Saturday 2 January of the next year.
    expect(iso('this_week', '2026-12-27T10:00:00Z')).toEqual(['2026-12-26T21:00:00.000Z', '2027-01-02T20:59:59.999Z']);
    expect(iso('this_month', '2026-12-27T10:00:00Z')[1]).toBe('2026-12-31T20:59:59.999Z');
    // Thursday 31 December 23:30 in Riyadh: today is the last day of the year; tomorrow's week starts in 2027.
    expect(iso('today', '2026-12-31T20:30:00Z')).toEqual(['2026-12-30T21:00:00.000Z', '2026-12-31T20:59:59.999Z']);
    expect(iso('this_week', '2026-12-31T21:00:00Z')).toEqual(['2026-12-31T21:00:00.000Z', '2027-01-02T20:59:59.999Z']);
  });

  it('this_month on a month whose last day is mid-week is shorter than this_week', () => {
    const [, weekEnd] = iso('this_week', '2026-11-30T10:00:00Z'); // Monday 30 November
    const [, monthEnd] = iso('this_month', '2026-11-30T10:00:00Z');
    expect(monthEnd < weekEnd).toBe(true);
  });

  it('this_month ends on the last day of the Riyadh month, also across a year end', () => {
    expect(iso('this_month', '2026-11-22T10:00:00Z')[1]).toBe('2026-11-30T20:59:59.999Z');
    expect(iso('this_month', '2026-11-30T21:30:00Z')[1]).toBe('2026-12-31T20:59:59.999Z'); // already December 1st in Riyadh
    expect(iso('this_month', '2027-02-10T00:00:00Z')[1]).toBe('2027-02-28T20:59:59.999Z');
  });
});

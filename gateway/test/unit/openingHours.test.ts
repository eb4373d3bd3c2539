// Open or closed at an instant in Asia/Riyadh (UTC+3 all year), from the REST week-minute hours.
import { describe, expect, it } from 'vitest';
import { openingHoursDays, openingStatus, weekMinute } from '../../src/places/openingHours.ts';
import type { RestOpeningDay } from '../../src/upstream/types.ts';

const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));

/** A day with spans `HH:mm-HH:mm`; a closing earlier than the opening runs past midnight. */
function day(weekday: number, ...spans: string[]): RestOpeningDay {
  return {
    weekday,
    closed: false,
    all_day: false,
    hours: spans.map((span) => {
      const [opens, closes] = span.split('-');
      const open = weekday * 1440 + hm(opens);
      let close = weekday * 1440 + hm(closes);
      if (close <= open) close += 1440;
      return { opening_time_in_min: open, closing_time_in_min: close, opens, closes };
    }),
  };
}
const closed = (weekday: number): RestOpeningDay => ({ weekday, closed: true, all_day: false, hours: [] });
const allDay = (weekday: number): RestOpeningDay => ({ weekday, closed: false, all_day: true, hours: [] });

// 2026-11-22 is a Sunday. Riyadh is UTC+3: 06:00Z is 09:00 local.
const at = (utc: string) => new Date(utc);
const SUN = 0,
  MON = 1,
  TUE = 2,
  THU = 4,
  FRI = 5,
  SAT = 6;

const everyDay = (...spans: string[]) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => day(weekday, ...spans));

describe('weekMinute', () => {
  it('counts from Sunday 00:00 in Riyadh, whatever the UTC date says', () => {
    expect(weekMinute(at('2026-11-21T21:00:00Z'))).toBe(0); // Saturday 21:00 UTC = Sunday 00:00 Riyadh
    expect(weekMinute(at('2026-11-21T20:59:00Z'))).toBe(10079); // Saturday 23:59 Riyadh
    expect(weekMinute(at('2026-11-23T06:30:00Z'))).toBe(1440 + 570); // Monday 09:30
  });

  it('has no daylight saving: the offset stays +3 on the European and American switch dates', () => {
    // 2026-03-29 (Europe) and 2026-03-08 (US) are Sundays; 12:00Z is 15:00 in Riyadh on both.
    expect(weekMinute(at('2026-03-29T12:00:00Z'))).toBe(15 * 60);
    expect(weekMinute(at('2026-03-08T12:00:00Z'))).toBe(15 * 60);
    expect(weekMinute(at('2026-10-25T12:00:00Z'))).toBe(15 * 60);
  });
});

describe('openingStatus', () => {
  it('is open between opening and closing, with the closing time', () => {
    expect(openingStatus(everyDay('09:00-23:00'), at('2026-11-23T10:00:00Z'))).toEqual({
      state: 'OPEN',
      closesAt: '23:00',
      opensOn: null,
      opensAt: null,
    });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    const hours = [day(MON, '09:00-17:00')];
    expect(openingStatus(hours, at('2026-11-23T06:00:00Z')).state).toBe('OPEN'); // Monday 09:00
    expect(openingStatus(hours, at('2026-11-23T05:59:00Z'))).toMatchObject({
      state: 'CLOSED',
      opensOn: 'MONDAY',
      opensAt: '09:00',
    });
    expect(openingStatus(hours, at('2026-11-23T14:00:00Z'))).toMatchObject({
      state: 'CLOSED',
      opensOn: 'MONDAY',
      opensAt: '09:00',
    }); // 17:00: a week later
  });

  it('gives the next opening later the same day, or on a later day after closed days', () => {
    const hours = [closed(SUN), day(MON, '08:00-12:00', '16:00-22:00'), closed(TUE), day(THU, '10:00-14:00')];
    expect(openingStatus(hours, at('2026-11-23T10:00:00Z'))).toEqual({
      state: 'CLOSED',
      closesAt: null,
      opensOn: 'MONDAY',
      opensAt: '16:00',
    }); // Mon 13:00
    expect(openingStatus(hours, at('2026-11-23T20:00:00Z'))).toEqual({
      state: 'CLOSED',
      closesAt: null,
      opensOn: 'THURSDAY',
      opensAt: '10:00',
    }); // Mon 23:00
    expect(openingStatus(hours, at('2026-11-22T09:00:00Z'))).toMatchObject({ opensOn: 'MONDAY', opensAt: '08:00' }); // closed Sunday
  });

  it('keeps an overnight span open after midnight and says when it closes', () => {
    const hours = [day(THU, '18:00-02:00')];
    expect(openingStatus(hours, at('2026-11-26T22:30:00Z'))).toMatchObject({ state: 'OPEN', closesAt: '02:00' }); // Friday 01:30
    expect(openingStatus(hours, at('2026-11-26T23:00:00Z'))).toMatchObject({
      state: 'CLOSED',
      opensOn: 'THURSDAY',
      opensAt: '18:00',
    }); // Friday 02:00
  });

  it("wraps Saturday's overnight span into Sunday morning", () => {
    const hours = [day(SAT, '20:00-03:00'), day(MON, '09:00-10:00')];
    expect(hours[0].hours[0].closing_time_in_min).toBeGreaterThan(10080);
    expect(openingStatus(hours, at('2026-11-21T23:30:00Z'))).toMatchObject({ state: 'OPEN', closesAt: '03:00' }); // Sunday 02:30
    expect(openingStatus(hours, at('2026-11-22T00:00:00Z'))).toMatchObject({
      state: 'CLOSED',
      opensOn: 'MONDAY',
      opensAt: '09:00',
    }); // Sunday 03:00
  });

  it('finds the next opening across the week end (Saturday evening -> Sunday)', () => {
    const hours = [day(SUN, '10:00-12:00'), day(FRI, '10:00-12:00')];
    expect(openingStatus(hours, at('2026-11-28T17:00:00Z'))).toMatchObject({
      state: 'CLOSED',
      opensOn: 'SUNDAY',
      opensAt: '10:00',
    }); // Sat 20:00
  });

  it('joins spans that meet at midnight into one opening', () => {
    const hours = [day(MON, '18:00-00:00'), day(TUE, '00:00-02:00')];
    expect(openingStatus(hours, at('2026-11-23T19:00:00Z'))).toMatchObject({ state: 'OPEN', closesAt: '02:00' }); // Mon 22:00
  });

  it('is open all day without a closing time', () => {
    const hours = [allDay(FRI), closed(SAT)];
    expect(openingStatus(hours, at('2026-11-27T20:59:00Z'))).toEqual({
      state: 'OPEN',
      closesAt: null,
      opensOn: null,
      opensAt: null,
    }); // Fri 23:59
    expect(openingStatus(hours, at('2026-11-27T21:00:00Z'))).toMatchObject({
      state: 'CLOSED',
      opensOn: 'FRIDAY',
      opensAt: '00:00',
    }); // Sat 00:00
  });

  it('never closes when open around the clock every day', () => {
    expect(openingStatus([0, 1, 2, 3, 4, 5, 6].map(allDay), at('2026-11-25T12:00:00Z')).closesAt).toBeNull();
    expect(openingStatus(everyDay('00:00-00:00'), at('2026-11-25T12:00:00Z'))).toMatchObject({
      state: 'OPEN',
      closesAt: null,
    });
  });

  it('is closed with no next opening when every day is closed', () => {
    expect(openingStatus([0, 1, 2, 3, 4, 5, 6].map(closed), at('2026-11-25T12:00:00Z'))).toEqual({
      state: 'CLOSED',
      closesAt: null,
      opensOn: null,
      opensAt: null,
    });
  });

  it("is 'N/A' without any day that has closed, all-day or hours", () => {
    const notAvailable = { state: 'NOT_AVAILABLE', closesAt: null, opensOn: null, opensAt: null };
    expect(openingStatus([], at('2026-11-25T12:00:00Z'))).toEqual(notAvailable);
    expect(openingStatus(null, at('2026-11-25T12:00:00Z'))).toEqual(notAvailable);
    expect(
      openingStatus([{ weekday: MON, closed: false, all_day: false, hours: [] }], at('2026-11-25T12:00:00Z')),
    ).toEqual(notAvailable);
  });
});

describe('openingHoursDays', () => {
  it('lists the days in weekday order with their spans; closed and all-day days have none', () => {
    expect(openingHoursDays([day(TUE, '18:00-02:00'), closed(SUN), allDay(MON)])).toEqual([
      { weekday: 'SUNDAY', closed: true, allDay: false, spans: [] },
      { weekday: 'MONDAY', closed: false, allDay: true, spans: [] },
      { weekday: 'TUESDAY', closed: false, allDay: false, spans: [{ opens: '18:00', closes: '02:00' }] },
    ]);
  });
});

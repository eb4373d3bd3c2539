// Opening hours of a place (docs/rest-contract.md, Places): the weekly days as GraphQL shows them, and whether the
// place is open at an instant in Asia/Riyadh. Pure functions of the REST hours and the instant, so they are unit-tested.
import { DateTime } from 'luxon';
import type { RestOpeningDay } from '../upstream/types.ts';

export const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const ZONE = 'Asia/Riyadh';
const DAY = 1440;
const WEEK = 7 * DAY;

export interface OpeningHoursDay {
  weekday: Weekday;
  closed: boolean;
  allDay: boolean;
  spans: { opens: string; closes: string }[];
}

export interface OpeningStatus {
  state: 'OPEN' | 'CLOSED' | 'NOT_AVAILABLE';
  closesAt: string | null;
  opensOn: Weekday | null;
  opensAt: string | null;
}

export function openingHoursDays(days: readonly RestOpeningDay[] | null | undefined): OpeningHoursDay[] {
  return [...(days ?? [])]
    .filter((day) => Number.isInteger(day.weekday) && day.weekday >= 0 && day.weekday < 7)
    .sort((a, b) => a.weekday - b.weekday)
    .map((day) => ({
      weekday: WEEKDAYS[day.weekday],
      closed: day.closed,
      allDay: !day.closed && day.all_day,
      spans:
        day.closed || day.all_day ? [] : (day.hours ?? []).map((span) => ({ opens: span.opens, closes: span.closes })),
    }));
}

/** Minutes since Sunday 00:00 in Asia/Riyadh. */
export function weekMinute(instant: Date): number {
  const local = DateTime.fromJSDate(instant, { zone: ZONE });
  return (local.weekday % 7) * DAY + local.hour * 60 + local.minute;
}

interface Interval {
  start: number;
  end: number;
  allDay: boolean;
}

function intervalsOf(days: readonly RestOpeningDay[]): Interval[] {
  return days.flatMap((day): Interval[] => {
    if (day.closed) return [];
    if (day.all_day) return [{ start: day.weekday * DAY, end: (day.weekday + 1) * DAY, allDay: true }];
    return (day.hours ?? [])
      .filter((span) => span.closing_time_in_min > span.opening_time_in_min)
      .map((span) => ({ start: span.opening_time_in_min, end: span.closing_time_in_min, allDay: false }));
  });
}

/** Whether `minute` falls in the interval, which may run past the week's end into the next Sunday. */
const covers = (interval: Interval, minute: number) =>
  [minute, minute + WEEK].some((m) => m >= interval.start && m < interval.end);

const clock = (minute: number) => {
  const ofDay = ((minute % DAY) + DAY) % DAY;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
};

/** When the place closes after `minute`: spans that meet or overlap are one opening (e.g. 18:00-24:00 then 00:00-02:00). */
function closingAfter(intervals: Interval[], minute: number): number | null {
  let closing = minute;
  for (let extended = true; extended;) {
    extended = false;
    for (const interval of intervals) {
      if (!covers(interval, closing % WEEK)) continue;
      // The interval's end, measured on from `closing` (it may lie past the week's end).
      const end =
        closing + (interval.end - (closing % WEEK >= interval.start ? closing % WEEK : (closing % WEEK) + WEEK));
      if (end > closing) {
        closing = end;
        extended = true;
      }
      if (closing - minute >= WEEK) return null;
    }
  }
  return closing;
}

/** The first opening at or after `minute` (later in the week, or next week). */
function nextOpening(intervals: Interval[], minute: number): number | null {
  const waits = intervals.map((interval) => (((interval.start - minute) % WEEK) + WEEK) % WEEK);
  if (!waits.length) return null;
  return (minute + Math.min(...waits)) % WEEK;
}

export function openingStatus(days: readonly RestOpeningDay[] | null | undefined, instant: Date): OpeningStatus {
  const known = (days ?? []).filter((day) => day.closed || day.all_day || (day.hours ?? []).length > 0);
  const none = { closesAt: null, opensOn: null, opensAt: null };
  if (!known.length) return { state: 'NOT_AVAILABLE', ...none };
  const intervals = intervalsOf(known);
  const now = weekMinute(instant);
  const current = intervals.find((interval) => covers(interval, now));
  if (current) {
    const closing = current.allDay ? null : closingAfter(intervals, now);
    return { state: 'OPEN', ...none, closesAt: closing === null ? null : clock(closing) };
  }
  const opening = nextOpening(intervals, now);
  if (opening === null) return { state: 'CLOSED', ...none };
  return { state: 'CLOSED', ...none, opensOn: WEEKDAYS[Math.floor(opening / DAY)], opensAt: clock(opening) };
}

// Opening hours as week minutes (docs/places.md#opening-hours): 0 = Sunday 00:00 Asia/Riyadh, a day is 1440 minutes and
// a week 10080. A span past midnight closes on the next day (closes > the day's end); Saturday's may pass 10080 and
// wraps to Sunday. Pure functions: local HH:mm days <-> stored rows <-> the contract's `opening_hours`, and the status
// at an instant.
import { DateTime } from 'luxon';

export const ZONE = 'Asia/Riyadh';
export const DAY = 1440;
export const WEEK = 7 * DAY;

/** A day as people write it: HH:mm spans in local time, or closed, or open all day. */
export interface DayHours {
  weekday: number;
  closed?: boolean;
  all_day?: boolean;
  spans?: { opens: string; closes: string }[];
}

/** One stored row (place_hours): a span in week minutes, or a day flag without a span. */
export interface HoursRow {
  weekday: number;
  closed: boolean;
  allDay: boolean;
  opensAt: number | null;
  closesAt: number | null;
}

export interface OpeningDay {
  weekday: number;
  closed: boolean;
  all_day: boolean;
  hours: { opening_time_in_min: number; closing_time_in_min: number; opens: string; closes: string }[];
}

export type OpenStatus = 'open' | 'closed' | 'n/a';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes of the day of `HH:mm`, or null when it is not a valid time. */
export function parseTime(text: string): number | null {
  const match = TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export const formatTime = (minutes: number) => {
  const ofDay = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
};

/** A local span of a weekday in week minutes; a closing at or before the opening is on the next day. */
export function weekSpan(weekday: number, opens: string, closes: string): { opensAt: number; closesAt: number } {
  const open = parseTime(opens);
  const close = parseTime(closes);
  if (open === null || close === null) throw new Error(`invalid span ${opens}-${closes}`);
  const start = weekday * DAY + open;
  return { opensAt: start, closesAt: weekday * DAY + close + (close <= open ? DAY : 0) };
}

export function toRows(days: DayHours[]): HoursRow[] {
  return days.flatMap((day): HoursRow[] => {
    const flag = { weekday: day.weekday, closed: Boolean(day.closed), allDay: false, opensAt: null, closesAt: null };
    if (day.closed) return [flag];
    if (day.all_day) return [{ ...flag, allDay: true, opensAt: day.weekday * DAY, closesAt: (day.weekday + 1) * DAY }];
    return (day.spans ?? []).map((span) => ({ ...flag, ...weekSpan(day.weekday, span.opens, span.closes) }));
  });
}

/** The contract's `opening_hours`: one entry per weekday with data, Sunday first, spans by opening. */
export function toOpeningHours(rows: HoursRow[]): OpeningDay[] {
  const days = new Map<number, OpeningDay>();
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday || (a.opensAt ?? -1) - (b.opensAt ?? -1));
  for (const row of sorted) {
    const day = days.get(row.weekday) ?? { weekday: row.weekday, closed: false, all_day: false, hours: [] };
    days.set(row.weekday, day);
    if (row.closed) day.closed = true;
    if (row.allDay) day.all_day = true;
    if (row.opensAt !== null && row.closesAt !== null && !row.allDay) {
      day.hours.push({
        opening_time_in_min: row.opensAt,
        closing_time_in_min: row.closesAt,
        opens: formatTime(row.opensAt),
        closes: formatTime(row.closesAt),
      });
    }
  }
  return [...days.values()];
}

/** The week minute of an instant in Riyadh (0 = Sunday 00:00). */
export function weekMinute(instant: Date): number {
  const local = DateTime.fromJSDate(instant, { zone: ZONE });
  return (local.weekday % 7) * DAY + local.hour * 60 + local.minute;
}

/** Whether a span [opensAt, closesAt) holds week minute `minute`, wrapping across the week end. */
export const spanHolds = (opensAt: number, closesAt: number, minute: number) =>
  (opensAt <= minute && minute < closesAt) || (opensAt <= minute + WEEK && minute + WEEK < closesAt);

export function openStatus(rows: HoursRow[], instant: Date): OpenStatus {
  if (rows.length === 0) return 'n/a';
  const minute = weekMinute(instant);
  return rows.some(
    (row) => row.opensAt !== null && row.closesAt !== null && spanHolds(row.opensAt, row.closesAt, minute),
  )
    ? 'open'
    : 'closed';
}

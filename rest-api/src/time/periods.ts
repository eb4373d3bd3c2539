// The `period` filter in Riyadh local time (docs/happenings.md#periods). The Saudi week runs Sunday to Saturday.
import { DateTime } from 'luxon';

export const ZONE = 'Asia/Riyadh';
export const PERIODS = ['today', 'this_week', 'this_month'] as const;
export type Period = (typeof PERIODS)[number];

export interface Interval {
  from: Date;
  to: Date;
}

const SATURDAY = 6; // luxon: Monday = 1 ... Sunday = 7

/** Items overlapping [from, to] belong to the period; `from` is always the start of today in Riyadh. */
export function periodInterval(period: Period, now: Date): Interval {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  let last: DateTime;
  switch (period) {
    case 'today':
      last = today;
      break;
    case 'this_week':
      last = today.plus({ days: (SATURDAY - today.weekday + 7) % 7 });
      break;
    case 'this_month':
      last = today.endOf('month');
      break;
  }
  return { from: today.toJSDate(), to: last.endOf('day').toJSDate() };
}

/** One calendar day `YYYY-MM-DD` in Riyadh (the `date` filter); undefined when it is not a real date. */
export function dayInterval(day: string): Interval | undefined {
  const start = DateTime.fromISO(day, { zone: ZONE });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !start.isValid) return undefined;
  return { from: start.startOf('day').toJSDate(), to: start.endOf('day').toJSDate() };
}

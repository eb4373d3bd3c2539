// How happenings are spread over time relative to `now`, in Riyadh local time, so that every period filter
// (today, this week = through Saturday, this month) has results whenever the seed runs, even at a week or month end.
import { DateTime } from 'luxon';
import type { SeedWorkingHours } from '../types.ts';
import type { EventFormat, WeeklyHours } from './model.ts';
import type { Random } from './random.ts';

export const ZONE = 'Asia/Riyadh';

export type Slot = 'past' | 'ongoing' | 'later-today' | 'this-week' | 'this-month' | 'later';

/** Where an item sits in its slot: the k-th of n items placed in that slot. */
export interface Placement {
  slot: Slot;
  k: number;
  n: number;
}

export interface Span {
  start: DateTime;
  end: DateTime;
}

export interface Calendar {
  now: DateTime;
  /** start of today */
  today: DateTime;
  /** start of each remaining day of this week after today (through Saturday) */
  restOfWeek: DateTime[];
  /** start of each day after this week that is still in this month */
  restOfMonth: DateTime[];
  /** start of the first day of next month */
  nextMonth: DateTime;
}

const SATURDAY = 6; // luxon: Monday = 1 ... Sunday = 7

function daysBetween(first: DateTime, last: DateTime): DateTime[] {
  const days: DateTime[] = [];
  for (let day = first; day <= last; day = day.plus({ days: 1 })) days.push(day);
  return days;
}

export function calendarFor(now: Date): Calendar {
  const local = DateTime.fromJSDate(now, { zone: ZONE });
  const today = local.startOf('day');
  const saturday = today.plus({ days: (SATURDAY - today.weekday + 7) % 7 });
  const monthLast = today.endOf('month').startOf('day');
  return {
    now: local,
    today,
    restOfWeek: daysBetween(today.plus({ days: 1 }), saturday),
    restOfMonth: daysBetween(saturday.plus({ days: 1 }), monthLast),
    nextMonth: monthLast.plus({ days: 1 }),
  };
}

/** Expands counts per slot into one placement per item, in the given slot order. */
export function planSlots(total: number, fixed: [Slot, number][], rest: Slot): Placement[] {
  const plan: Placement[] = [];
  for (const [slot, count] of fixed) {
    for (let k = 0; k < count && plan.length < total; k++) plan.push({ slot, k, n: count });
  }
  const restCount = total - plan.length;
  for (let k = 0; k < restCount; k++) plan.push({ slot: rest, k, n: restCount });
  return plan;
}

function atTime(day: DateTime, hhmm: string): DateTime {
  const [hour, minute] = hhmm.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 });
}

/** A start time strictly after now and before midnight: the k-th of n evenly spaced points, on a 5-minute grid. */
function laterToday(cal: Calendar, k: number, n: number): DateTime {
  const left = cal.today.plus({ days: 1 }).diff(cal.now).as('minutes');
  const offset = Math.floor((left * (k + 1)) / (n + 1));
  const start = cal.now.plus({ minutes: offset }).startOf('minute');
  const grid = start.set({ minute: start.minute - (start.minute % 5) });
  return grid > cal.now ? grid : cal.now.plus({ minutes: 1 }).startOf('minute');
}

/** The day a future slot item starts on, falling back to nearer windows when a window is empty (e.g. on a Saturday). */
function slotDay(cal: Calendar, placement: Placement, random: Random): DateTime | null {
  const { slot, k, n } = placement;
  const pick = (days: DateTime[]) => (days.length === 0 ? null : days[k % days.length]);
  switch (slot) {
    case 'this-week':
      return pick(cal.restOfWeek);
    case 'this-month':
      return pick(cal.restOfMonth) ?? pick(cal.restOfWeek);
    case 'later':
      return cal.nextMonth.plus({ days: Math.floor((k * 110) / Math.max(n, 1)) + random.int(0, 5) });
    default:
      return null;
  }
}

interface FormatShape {
  starts: string[];
  /** minutes, for single-day formats */
  lengths: number[];
}

const SHAPES: Record<'evening' | 'daytime', FormatShape> = {
  evening: { starts: ['19:00', '19:30', '20:00', '21:00'], lengths: [150, 180, 210, 240] },
  daytime: { starts: ['08:00', '09:00', '10:00', '16:00'], lengths: [180, 240, 300] },
};

function multiDayFrom(start: DateTime, random: Random): Span {
  const days = random.int(2, 4);
  return { start, end: atTime(start.plus({ days: days - 1 }), '23:00') };
}

function runFrom(start: DateTime, random: Random): Span {
  return { start, end: atTime(start.plus({ days: random.int(14, 42) }), '22:00') };
}

/** The dates of an event of the given format placed in the given slot. */
export function eventSpan(
  cal: Calendar,
  format: EventFormat,
  placement: Placement,
  random: Random,
  starts?: string[],
): Span {
  if (format === 'season') {
    const start = atTime(cal.today.minus({ days: random.int(7, 25) }), '16:00');
    return { start, end: atTime(cal.today.plus({ days: random.int(21, 75) }), '01:00') };
  }
  const single = format === 'evening' || format === 'daytime' ? SHAPES[format] : null;
  const fromStart = (start: DateTime): Span => {
    if (single) return { start, end: start.plus({ minutes: random.pick(single.lengths) }) };
    return format === 'multi-day' ? multiDayFrom(start, random) : runFrom(start, random);
  };
  const startTime = single ? random.pick(starts ?? single.starts) : format === 'multi-day' ? '16:00' : '10:00';

  switch (placement.slot) {
    case 'past': {
      const lastDay = cal.today.minus({ days: 2 + placement.k * 4 + random.int(0, 3) });
      if (single) {
        const start = atTime(lastDay, startTime);
        return { start, end: start.plus({ minutes: random.pick(single.lengths) }) };
      }
      const length = format === 'multi-day' ? random.int(1, 3) : random.int(14, 42);
      return { start: atTime(lastDay.minus({ days: length }), startTime), end: atTime(lastDay, '22:00') };
    }
    case 'ongoing': {
      if (single) {
        const start = cal.now.minus({ minutes: random.int(2, 10) * 15 }).startOf('hour');
        const length = Math.max(random.pick(single.lengths), cal.now.diff(start).as('minutes') + 60);
        return { start, end: start.plus({ minutes: length }) };
      }
      if (format === 'multi-day') {
        return {
          start: atTime(cal.today.minus({ days: 1 }), '16:00'),
          end: atTime(cal.today.plus({ days: random.int(1, 2) }), '23:00'),
        };
      }
      return {
        start: atTime(cal.today.minus({ days: random.int(5, 15) }), '10:00'),
        end: atTime(cal.today.plus({ days: random.int(10, 30) }), '22:00'),
      };
    }
    case 'later-today':
      return fromStart(laterToday(cal, placement.k, placement.n));
    default: {
      const day = slotDay(cal, placement, random);
      return fromStart(day ? atTime(day, startTime) : laterToday(cal, placement.k, placement.n));
    }
  }
}

/** Closing time on the day the range ends: a closing time before the opening time falls on the next day. */
function closingOn(day: DateTime, hours: WeeklyHours): DateTime {
  const close = atTime(day, hours.closes);
  return hours.closes < hours.opens ? close.plus({ days: 1 }) : close;
}

/** The date range of an experience (mostly long ranges with weekly hours). */
export function experienceSpan(cal: Calendar, hours: WeeklyHours, placement: Placement, random: Random): Span {
  switch (placement.slot) {
    case 'past': {
      const lastDay = cal.today.minus({ days: 3 + placement.k * 12 + random.int(0, 8) });
      return {
        start: atTime(lastDay.minus({ days: random.int(30, 90) }), hours.opens),
        end: closingOn(lastDay, hours),
      };
    }
    case 'ongoing':
      return {
        start: atTime(cal.today.minus({ days: random.int(20, 120) }), hours.opens),
        end: closingOn(cal.today.plus({ days: random.int(30, 200) }), hours),
      };
    default: {
      const day = slotDay(cal, placement, random);
      const start = day ? atTime(day, hours.opens) : laterToday(cal, placement.k, placement.n);
      return { start, end: closingOn(start.startOf('day').plus({ days: random.int(30, 90) }), hours) };
    }
  }
}

const weekday = (day: DateTime) => day.weekday % 7; // luxon Sunday = 7 -> 0

/**
 * The weekdays an event is open: each Riyadh day from its start to its last opening (a closing after midnight belongs
 * to the day before), every weekday once it runs a week or more.
 */
export function runningWeekdays(span: Span): number[] {
  const opens = span.start.toFormat('HH:mm');
  const closesOvernight = span.end.toFormat('HH:mm') <= opens && span.end.startOf('day') > span.start.startOf('day');
  const lastDay = span.end.startOf('day').minus({ days: closesOvernight ? 1 : 0 });
  const days: number[] = [];
  for (let day = span.start.startOf('day'); day <= lastDay && days.length < 7; day = day.plus({ days: 1 })) {
    days.push(weekday(day));
  }
  return days.sort((a, b) => a - b);
}

/**
 * An event's hours: its start and end times on every weekday it runs (runningWeekdays). A single evening or daytime
 * event gives them only sometimes (hours not given); longer events always do.
 */
export function eventWorkingHours(format: EventFormat, span: Span, random: Random): SeedWorkingHours[] {
  const single = format === 'evening' || format === 'daytime';
  if (single && !random.chance(0.6)) return [];
  const opens = span.start.toFormat('HH:mm');
  const closes = span.end.toFormat('HH:mm');
  return runningWeekdays(span).map((day) => ({ weekday: day, opens, closes }));
}

export function experienceWorkingHours(hours: WeeklyHours): SeedWorkingHours[] {
  return hours.days.map((day) => ({ weekday: day, opens: hours.opens, closes: hours.closes }));
}

/** Thursday evening to Saturday, the Saudi weekend. */
export function isWeekendDay(day: DateTime): boolean {
  return [4, 5, 6].includes(weekday(day));
}

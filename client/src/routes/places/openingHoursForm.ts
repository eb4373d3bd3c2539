// The suggest form's weekly hours (places/suggest), apart from openingHours.ts, which the place page reads on its first
// render.
import { isClock, saudiWeek, type Weekday } from './openingHours.ts';

/** How a day is filled in: left out, closed all day, open 24 hours, or opening and closing times. */
export type DayMode = 'unset' | 'closed' | 'allDay' | 'hours';

export interface DayHours {
  mode: DayMode;
  opens: string;
  closes: string;
}

export type HoursForm = Record<Weekday, DayHours>;

export type HoursError = 'required' | 'invalid';

export interface OpeningHoursInput {
  weekday: Weekday;
  closed?: boolean;
  allDay?: boolean;
  opens?: string;
  closes?: string;
}

export function emptyHoursForm(): HoursForm {
  return Object.fromEntries(saudiWeek.map((day) => [day, { mode: 'unset', opens: '', closes: '' }])) as HoursForm;
}

/** The place's current hours as the form starts them (suggest-edit); a day's first span only. */
export function hoursFormFrom(
  days: readonly {
    weekday: string;
    closed: boolean;
    allDay: boolean;
    spans: readonly { opens: string; closes: string }[];
  }[],
): HoursForm {
  const form = emptyHoursForm();
  for (const day of days) {
    if (!(saudiWeek as readonly string[]).includes(day.weekday)) continue;
    const span = day.spans[0];
    form[day.weekday as Weekday] = day.closed
      ? { mode: 'closed', opens: '', closes: '' }
      : day.allDay
        ? { mode: 'allDay', opens: '', closes: '' }
        : span
          ? { mode: 'hours', opens: span.opens, closes: span.closes }
          : { mode: 'unset', opens: '', closes: '' };
  }
  return form;
}

/**
 * The OpeningHoursInput list of the form (days left out are not sent) and the days whose times are missing or not
 * HH:mm. A span may end after midnight (closes before opens), but not open and close at the same minute.
 */
export function hoursToInput(form: HoursForm): {
  input: OpeningHoursInput[];
  errors: Partial<Record<Weekday, HoursError>>;
} {
  const input: OpeningHoursInput[] = [];
  const errors: Partial<Record<Weekday, HoursError>> = {};
  for (const weekday of saudiWeek) {
    const day = form[weekday];
    if (day.mode === 'closed') input.push({ weekday, closed: true });
    else if (day.mode === 'allDay') input.push({ weekday, allDay: true });
    else if (day.mode === 'hours') {
      const opens = day.opens.trim();
      const closes = day.closes.trim();
      if (!opens || !closes) errors[weekday] = 'required';
      else if (!isClock(opens) || !isClock(closes) || opens === closes) errors[weekday] = 'invalid';
      else input.push({ weekday, opens, closes });
    }
  }
  return { input, errors };
}

// Typical weekly opening hours of Saudi places (Friday mornings closed for prayer, late nights, all-day places).
import type { DayHours } from '../../places/hours.ts';

const WEEK = [0, 1, 2, 3, 4, 5, 6];
const FRIDAY = 5;
const daily = (opens: string, closes: string, friday?: [string, string] | 'closed'): DayHours[] =>
  WEEK.map((weekday) => {
    if (weekday !== FRIDAY || friday === undefined) return { weekday, spans: [{ opens, closes }] };
    return friday === 'closed'
      ? { weekday, closed: true }
      : { weekday, spans: [{ opens: friday[0], closes: friday[1] }] };
  });

export const HOURS_PATTERNS = {
  /** noon to 1 am, Friday from 1 pm */
  late: daily('12:00', '01:00', ['13:00', '01:00']),
  /** early to 2 am, Friday from 1 pm */
  cafe: daily('06:00', '02:00', ['13:00', '02:00']),
  /** morning and evening, closed Friday */
  split: WEEK.map((weekday): DayHours =>
    weekday === FRIDAY
      ? { weekday, closed: true }
      : {
          weekday,
          spans: [
            { opens: '07:00', closes: '12:00' },
            { opens: '16:00', closes: '23:30' },
          ],
        },
  ),
  mall: daily('10:00', '23:00', ['14:00', '00:00']),
  /** closed Friday, Saturday evening only */
  museum: WEEK.map((weekday): DayHours =>
    weekday === FRIDAY
      ? { weekday, closed: true }
      : weekday === 6
        ? { weekday, spans: [{ opens: '16:00', closes: '21:00' }] }
        : { weekday, spans: [{ opens: '09:00', closes: '17:00' }] },
  ),
  allDay: WEEK.map((weekday): DayHours => ({ weekday, all_day: true })),
  /** afternoon into the night; Saturday's runs into Sunday */
  evening: daily('16:00', '02:00'),
  /** Thursday to Saturday nights only */
  weekendNights: WEEK.map((weekday): DayHours =>
    weekday >= 4 ? { weekday, spans: [{ opens: '18:00', closes: '03:00' }] } : { weekday, closed: true },
  ),
  daytime: daily('08:00', '18:00'),
  none: [] as DayHours[],
} satisfies Record<string, DayHours[]>;

export type HoursPattern = keyof typeof HOURS_PATTERNS;

// Weekly hour patterns shared by the experience templates (0 = Sunday ... 6 = Saturday).
import type { WeeklyHours } from './model.ts';

const DAILY = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKEND = [4, 5, 6] as const; // Thursday evening to Saturday, the Saudi weekend
const WORKWEEK = [0, 1, 2, 3, 4] as const;

export const hours = {
  daytime: { days: DAILY, opens: '08:00', closes: '17:00' },
  afternoon: { days: DAILY, opens: '15:00', closes: '22:00' },
  lateNight: { days: DAILY, opens: '18:00', closes: '01:00' },
  weekendLate: { days: WEEKEND, opens: '16:00', closes: '02:00' },
  dawn: { days: WEEKEND, opens: '05:30', closes: '10:30' },
  morning: { days: DAILY, opens: '06:00', closes: '12:00' },
  stargazing: { days: [3, 4, 5, 6], opens: '19:30', closes: '00:30' },
  classes: { days: WORKWEEK, opens: '17:00', closes: '21:00' },
  weekendClasses: { days: [5, 6], opens: '10:00', closes: '14:00' },
  sea: { days: DAILY, opens: '07:00', closes: '18:00' },
  sunsetSea: { days: DAILY, opens: '16:30', closes: '20:30' },
} satisfies Record<string, WeeklyHours>;

/** Weekdays in the Saudi week's order (Sunday first), as the GraphQL Weekday enum spells them. */
export const saudiWeek = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
export type Weekday = (typeof saudiWeek)[number];

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClock = (value: string) => CLOCK.test(value);

/** A span that closes earlier than it opens ends after midnight (the next day); one that closes at 00:00 ends at midnight. */
export function isOvernight(opens: string, closes: string): boolean {
  return closes !== '00:00' && closes < opens;
}

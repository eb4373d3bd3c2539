// Icons the screens share, apart from the header's (icons.tsx): here they come with the screens that draw them (the
// happening cards, forward arrows) instead of in the entry chunk every route loads.
import { icon } from './icons.tsx';

export const ArrowLeft16Regular = icon(
  16,
  'M13.5 8.5a.5.5 0 0 0 0-1H3.8l4.03-3.63a.5.5 0 1 0-.66-.74l-5 4.5a.5.5 0 0 0 0 .74l5 4.5a.5.5 0 1 0 .66-.74L3.8 8.5z',
);
export const ArrowRight16Regular = icon(
  16,
  'M2.5 7.5a.5.5 0 1 0 0 1h9.7l-4.03 3.63a.5.5 0 1 0 .66.74l5-4.5a.5.5 0 0 0 0-.74l-5-4.5a.5.5 0 0 0-.66.74L12.2 7.5z',
);
export const CalendarLtr16Regular = icon(
  16,
  'M5.25 9a.75.75 0 1 0 0-1.5.75.75 0 0 0 0 1.5M6 10.75a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0M8 9a.75.75 0 1 0 0-1.5A.75.75 0 0 0 8 9m.75 1.75a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0m2-1.75a.75.75 0 1 0 0-1.5.75.75 0 0 0 0 1.5M14 4.5A2.5 2.5 0 0 0 11.5 2h-7A2.5 2.5 0 0 0 2 4.5v7A2.5 2.5 0 0 0 4.5 14h7a2.5 2.5 0 0 0 2.5-2.5zM3 6h10v5.5c0 .83-.67 1.5-1.5 1.5h-7A1.5 1.5 0 0 1 3 11.5zm1.5-3h7c.83 0 1.5.67 1.5 1.5V5H3v-.5C3 3.67 3.67 3 4.5 3',
);
export const Location16Regular = icon(
  16,
  'M8 1a6 6 0 0 1 6 6c0 2.87-3.1 6.02-4.84 7.56-.67.59-1.65.59-2.32 0C5.1 13.02 2 9.87 2 7a6 6 0 0 1 6-6m0 1a5 5 0 0 0-5 5c0 1.1.61 2.4 1.57 3.68a21 21 0 0 0 2.93 3.13c.3.25.7.25 1 0 .84-.75 2-1.87 2.93-3.13C12.4 9.4 13 8.11 13 7a5 5 0 0 0-5-5m0 2.75a2.25 2.25 0 1 1 0 4.5 2.25 2.25 0 0 1 0-4.5m0 1a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5',
);

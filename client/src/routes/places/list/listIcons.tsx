import { icon } from '../../../ui/icons.tsx';

// Fluent UI System Icons (MIT) drawn as plain SVG like ui/icons.tsx; apart from the entry's icons, so they load with
// this list only.
export const LocationArrow20Regular = icon(
  20,
  'M17.93 3.36a1 1 0 0 0-1.3-1.3L2.65 7.47a1 1 0 0 0 .1 1.9l5.98 1.57a.5.5 0 0 1 .35.35l1.58 5.97a1 1 0 0 0 1.9.1zM17 3 11.6 17l-1.57-5.97a1.5 1.5 0 0 0-1.07-1.07L3 8.39z',
);

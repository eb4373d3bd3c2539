import { icon } from '../../../ui/icons.tsx';

// Fluent UI System Icons (MIT) drawn as plain SVG, like CategoryIcon.tsx.
export const Add20Regular = icon(
  20,
  'M10 2.5c.28 0 .5.22.5.5v6.5H17a.5.5 0 0 1 0 1h-6.5V17a.5.5 0 0 1-1 0v-6.5H3a.5.5 0 0 1 0-1h6.5V3c0-.28.22-.5.5-.5',
);
export const Map20Regular = icon(
  20,
  'M17.73 3.06a.5.5 0 0 1 .27.44V13a.5.5 0 0 1-.21.41l-5 3.5a.5.5 0 0 1-.58 0l-4.71-3.3-4.71 3.3A.5.5 0 0 1 2 16.5V7a.5.5 0 0 1 .21-.41l5-3.5a.5.5 0 0 1 .58 0l4.71 3.3 4.71-3.3a.5.5 0 0 1 .52-.03M12 7.26l-4-2.8v8.28l4 2.8zm1 8.28 4-2.8V4.46l-4 2.8zm-6-2.8V4.46l-4 2.8v8.28z',
);

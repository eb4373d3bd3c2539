import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

// Dalil's brand ramp: a deep desert-oasis green (10 darkest .. 160 lightest).
const dalilBrand: BrandVariants = {
  10: '#020f0c',
  20: '#0a211c',
  30: '#0c3029',
  40: '#0d3d34',
  50: '#0d4a3f',
  60: '#0c584b',
  70: '#0b6a5a',
  80: '#137866',
  90: '#2a8673',
  100: '#409481',
  110: '#56a28f',
  120: '#6db09e',
  130: '#85beac',
  140: '#9dccbb',
  150: '#b7daca',
  160: '#d1e8da',
};

export const dalilTheme: Theme = {
  ...createLightTheme(dalilBrand),
  fontFamilyBase: "'Segoe UI', 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, system-ui, sans-serif",
};

/** Fluent's breakpoints (docs/limits.md#layout): sm 600, md 960, lg 1200. */
export const media = {
  sm: '@media (min-width: 600px)',
  md: '@media (min-width: 960px)',
  lg: '@media (min-width: 1200px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The accent used for prices and highlights (sand gold), dark enough for text contrast on white. */
export const accentText = '#8a5a00';

import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/tokens';

// The build computes this theme once (build/fluentTheme.ts): screens get it as a plain object, without the code and the
// palettes that make it.

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

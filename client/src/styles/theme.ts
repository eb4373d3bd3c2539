/** Fluent's breakpoints (docs/limits.md#layout): sm 600, md 960, lg 1200. */
export const media = {
  sm: '@media (min-width: 600px)',
  md: '@media (min-width: 960px)',
  lg: '@media (min-width: 1200px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The accent used for prices and highlights (sand gold), dark enough for text contrast on white. */
export const accentText = '#8a5a00';

import type { Plugin } from 'vite';
import { dalilTheme } from '../src/styles/fluentTheme.ts';

const ID = 'virtual:dalil-fluent-theme';

/**
 * Serves Dalil's Fluent theme (src/styles/fluentTheme.ts) as `virtual:dalil-fluent-theme`, computed when the build
 * starts: the screens' FluentProvider gets a plain object of 459 values instead of createLightTheme, Fluent's colour
 * palettes and the code that derives a theme from them.
 */
export function precomputedFluentTheme(): Plugin {
  return {
    name: 'dalil-precomputed-fluent-theme',
    resolveId: (id) => (id === ID ? `\0${ID}` : null),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(dalilTheme)};` : null),
  };
}

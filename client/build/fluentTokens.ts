import { tokens } from '@fluentui/tokens';
import type { Plugin } from 'vite';

const TOKENS_FILE = /[\\/]@fluentui[\\/]tokens[\\/]lib[\\/]tokens\.js$/;

/**
 * Fluent's `tokens` as a Proxy: every token is `var(--<its name>)`, so the 467 names and strings of the package's object
 * (30 kB minified in every Fluent screen's JavaScript) come down to one function. The few tokens with a fallback
 * (z-indices) keep theirs, read from the package when the build starts.
 */
export function tokensModuleSource(): string {
  const fallbacks = Object.fromEntries(
    Object.entries(tokens)
      .filter(([name, value]) => value !== `var(--${name})`)
      .map(([name, value]) => [name, value.slice(`var(--${name}`.length, -1)]),
  );
  return `const fallbacks = ${JSON.stringify(fallbacks)};
export const tokens = new Proxy({}, {
  get: (_, name) => (typeof name === 'string' ? \`var(--\${name}\${fallbacks[name] ?? ''})\` : undefined),
});
`;
}

/** Serves tokensModuleSource in place of @fluentui/tokens' object in the browser build. */
export function fluentTokens(): Plugin {
  return {
    name: 'dalil-fluent-tokens',
    apply: 'build',
    load(id) {
      return TOKENS_FILE.test(id.split('?')[0]) ? tokensModuleSource() : null;
    },
  };
}

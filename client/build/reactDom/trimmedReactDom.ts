import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Exports of React DOM's production files that nothing in the client calls: resource hints (preload, preinit...), the
 * form-action hooks and hydrateRoot (the app renders with createRoot). CommonJS cannot be tree-shaken, so the build gives
 * each a body that throws; a module of the build that imports React DOM and names one of them fails the build.
 */
export const leftOutExports: { entry: string; file: string; names: string[] }[] = [
  {
    entry: 'react-dom',
    file: 'react-dom.production.js',
    names: [
      'preconnect',
      'prefetchDNS',
      'preinit',
      'preinitModule',
      'preload',
      'preloadModule',
      'requestFormReset',
      'useFormState',
      'useFormStatus',
    ],
  },
  { entry: 'react-dom/client', file: 'react-dom-client.production.js', names: ['hydrateRoot'] },
];

/** `code` with each `exports.name = function (...) {` up to `\n};` throwing instead; a name not found throws. */
export function withoutExports(code: string, file: string, names: string[]): string {
  return names.reduce((source, name) => {
    const start = source.indexOf(`\nexports.${name} = function (`);
    const end = start < 0 ? -1 : source.indexOf('\n};\n', start);
    if (end < 0) throw new Error(`trimmed React DOM: no export ${name} in ${file}`);
    const error = JSON.stringify(`react-dom ${name} is not in this build (client/build/reactDom)`);
    return `${source.slice(0, start)}\nexports.${name} = function () {\n  throw new Error(${error});${source.slice(end)}`;
  }, code);
}

/** The left-out exports that `code`, which imports or requires a React DOM entry, might read: any it names. */
export function leftOutExportsNamed(code: string): string[] {
  return leftOutExports
    .filter(({ entry }) => new RegExp(`(?:from|require\\(|import\\()\\s*["']${entry}["']`).test(code))
    .flatMap(({ names }) => names.filter((name) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(code)));
}

const inReactDom = (id: string) => id.split(path.sep).join('/').includes('/node_modules/react-dom/');

/** React DOM without the exports nothing calls (`leftOutExports`), for the production build. */
export function trimmedReactDom(): Plugin {
  return {
    name: 'dalil-trimmed-react-dom',
    apply: 'build',
    transform(code, id) {
      if (!inReactDom(id)) {
        const named = id.includes('\0') ? [] : leftOutExportsNamed(code);
        if (named.length)
          this.error(`${id} may use react-dom's ${named.join(', ')}, which client/build/reactDom leaves out`);
        return null;
      }
      const part = leftOutExports.find(({ file }) => id.endsWith(`/cjs/${file}`));
      return part ? { code: withoutExports(code, part.file, part.names), map: null } : null;
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftOutExports, leftOutExportsNamed, withoutExports } from './trimmedReactDom.ts';

const require = createRequire(import.meta.url);
const reactDom = path.dirname(require.resolve('react-dom/package.json'));

const load = (code: string) => {
  const module = { exports: {} as Record<string, (...args: unknown[]) => unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports;
};

describe('withoutExports', () => {
  const sample = `exports.kept = function (a) {\n  return a;\n};\nexports.dropped = function (a, b) {\n  return a + b;\n};\n`;

  it('makes the named exports throw and keeps the others', () => {
    const exports = load(withoutExports(sample, 'a.js', ['dropped']));
    expect(exports.kept(1)).toBe(1);
    expect(() => exports.dropped(1, 2)).toThrow('react-dom dropped is not in this build');
  });

  it('fails on an export the file does not have', () => {
    expect(() => withoutExports(sample, 'a.js', ['missing'])).toThrow(/no export missing in a.js/);
  });

  it('finds every left-out export in React DOM and leaves the other exports working', () => {
    for (const { file, names } of leftOutExports) {
      const code = readFileSync(path.join(reactDom, 'cjs', file), 'utf8');
      const exports = load(withoutExports(code, file, names));
      for (const name of names) expect(() => exports[name](), name).toThrow(/not in this build/);
      expect(Object.keys(exports).sort()).toEqual(Object.keys(require(path.join(reactDom, 'cjs', file))).sort());
    }
    expect(typeof load(readFileSync(path.join(reactDom, 'cjs', 'react-dom.production.js'), 'utf8')).flushSync).toBe(
      'function',
    );
  });
});

describe('the build check', () => {
  it('names the left-out exports a module importing React DOM mentions, whatever the import style', () => {
    expect(leftOutExportsNamed(`import { preload, flushSync } from 'react-dom';`)).toEqual(['preload']);
    expect(leftOutExportsNamed(`import * as ReactDOM from "react-dom";\nReactDOM.useFormStatus();`)).toEqual([
      'useFormStatus',
    ]);
    expect(leftOutExportsNamed(`const { hydrateRoot } = require('react-dom/client');`)).toEqual(['hydrateRoot']);
    expect(leftOutExportsNamed(`import { createRoot } from 'react-dom/client';\nconst preload = 1;`)).toEqual([]);
    expect(leftOutExportsNamed(`const preload = () => import('./a.js');`)).toEqual([]);
  });

  it('passes the app and the router, which use only createRoot, createPortal and flushSync', () => {
    const router = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
    expect(leftOutExportsNamed(readFileSync(path.join(router, 'dom-export.mjs'), 'utf8'))).toEqual([]);
    const main = readFileSync(path.join(import.meta.dirname, '..', '..', 'src', 'main.tsx'), 'utf8');
    expect(main).toContain(`from 'react-dom/client'`);
    expect(leftOutExportsNamed(main)).toEqual([]);
  });
});

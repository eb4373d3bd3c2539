import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  isRouterChunk,
  leftOutFunctions,
  inertFunctions,
  leftOutRouterFunctions,
  withoutRouteDiscovery,
  trimmedRouterCode,
  unusedComponents,
  withoutDisplayNames,
  withInertFunctions,
  withoutFunctions,
  withPureComponents,
} from './trimmedRouter.ts';

const require = createRequire(import.meta.url);
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const production = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
const productionFiles = readdirSync(production)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => ({ file, code: readFileSync(path.join(production, file), 'utf8') }));
const routerChunk = productionFiles.filter(({ file, code }) => isRouterChunk(path.join(production, file), code));

/**
 * The top-level declarations of `code` in which `name` is used, its own and the export list left aside; with `member`,
 * where a property of that name is read (`x.name`, `x?.name`).
 */
function usersOf(code: string, name: string, { member = false } = {}): string[] {
  const escaped = name.replace('.', '\\.');
  const use = member
    ? new RegExp(`\\.${escaped}(?![\\w$])`)
    : new RegExp(`(?<![\\w$])(?<!(?<!\\.\\.)\\.)${escaped}(?![\\w$])`);
  const users = new Set<string>();
  let current = '';
  for (const line of code.split('\n')) {
    const declaration = /^(?:async )?(?:function\*? |var |let |const |class )([\w$]+)/.exec(line);
    if (declaration) current = declaration[1];
    else if (/^(?:export )?\{/.test(line)) current = '(export list)';
    if (use.test(line) && current !== name && current !== '(export list)') users.add(current);
  }
  return [...users].sort();
}

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(file);
    return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) ? [file] : [];
  });
const appSources = sources(path.join(clientDir, 'src')).map((file) => ({ file, code: readFileSync(file, 'utf8') }));

/** Every name the app imports from react-router's entries. */
const appImports = new Set(
  appSources.flatMap(({ code }) =>
    [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom|\/dom)?'/g)].flatMap((match) =>
      match[1]
        .split(',')
        .map((name) =>
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            .trim(),
        )
        .filter(Boolean),
    ),
  ),
);

describe('withoutFunctions', () => {
  const sample = `var a = 1;
function kept(x) {
  return x;
}
async function dropped(x) {
  if (x) {
    return { x };
  }
}
function last() {
  return 3;
}
export { dropped, kept, last };
`;
  const load = (code: string) =>
    new Function(`${code.replace(/^export .*$/m, '')}; return { kept, dropped, last };`)() as Record<
      string,
      (x?: unknown) => unknown
    >;

  it('makes the named functions throw (an async one rejects) and keeps the others', async () => {
    const trimmed = withoutFunctions(sample, { dropped: 'dropping' });
    expect(trimmed).toContain('async function dropped(x) {\n  throw new Error(');
    const functions = load(trimmed);
    expect(functions.kept(2)).toBe(2);
    expect(functions.last()).toBe(3);
    await expect(functions.dropped(1)).rejects.toThrow('dropped is not in this build (dropping)');
  });

  it('fails on a function the code does not have', () => {
    expect(() => withoutFunctions(sample, { missing: 'x' })).toThrow(/0 functions missing/);
  });

  it('reaches nested functions, and fails on a name two functions have', () => {
    const nested = `function outer() {\n  function inner() {\n    return 1;\n  }\n  return inner;\n}\n`;
    const inner = new Function(`${withoutFunctions(nested, { inner: 'x' })}; return outer();`)() as () => void;
    expect(inner).toThrow('inner is not in this build (x)');
    expect(() => withoutFunctions(`${nested}function inner() {\n}\n`, { inner: 'x' })).toThrow(/2 functions inner/);
  });
});

describe('withInertFunctions', () => {
  it('makes the named functions return undefined', () => {
    const code = `function outer() {\n  function inner(x) {\n    return x + 1;\n  }\n  return inner(1);\n}\n`;
    expect(new Function(`${code}; return outer();`)()).toBe(2);
    expect(new Function(`${withInertFunctions(code, { inner: 'known' })}; return outer();`)()).toBeUndefined();
  });
});

describe('withPureComponents', () => {
  it('marks top-level forwardRef, memo and createContext calls pure, nothing else', () => {
    const code = `var A = React10.forwardRef(f);\nvar B = React.createContext(null);\nvar C = use(f);\n  var D = React.memo(f);\n`;
    expect(withPureComponents(code)).toBe(
      `var A = /* @__PURE__ */ React10.forwardRef(f);\nvar B = /* @__PURE__ */ React.createContext(null);\n` +
        `var C = use(f);\n  var D = React.memo(f);\n`,
    );
  });
});

describe('withoutDisplayNames', () => {
  it('drops the statement and fails when it is missing', () => {
    const code = `var Form = forwardRef(() => null);\nForm.displayName = "Form";\nvar Link = 1;\n`;
    expect(withoutDisplayNames(code, ['Form'])).toBe(`var Form = forwardRef(() => null);\nvar Link = 1;\n`);
    expect(() => withoutDisplayNames(code, ['Link'])).toThrow(/no displayName of Link/);
  });
});

describe('the trimmed react-router', () => {
  it('is one chunk of the production build, where every left-out part is found and the result still parses', () => {
    expect(routerChunk).toHaveLength(1);
    const { code } = routerChunk[0];
    const trimmed = trimmedRouterCode(code);
    expect(() => parseAst(trimmed)).not.toThrow();
    const replaced = [leftOutFunctions, leftOutRouterFunctions, inertFunctions, withoutRouteDiscovery].flatMap((list) =>
      Object.keys(list),
    );
    for (const name of replaced)
      expect(trimmed, name).toMatch(new RegExp(`function ${name}\\([^)]*\\) \\{\\n *(throw|return)`));
    expect(trimmed.match(/\/\* @__PURE__ \*\/ React\d*\.forwardRef/g)?.length).toBeGreaterThanOrEqual(3);
    expect(trimmed.length).toBeLessThan(code.length - 5_000);
  });

  it('leaves out only what the app cannot reach', () => {
    const { code } = routerChunk[0];
    const all = productionFiles.map((file) => file.code).join('\n');
    // Framework mode and RSC: their contexts are provided only by routers and components the app never imports.
    const frameworkRouters = [
      'HydratedRouter',
      'RSCHydratedRouter',
      'RSCStaticRouter',
      'ServerRouter',
      'createRoutesStub',
    ];
    for (const provider of ['FrameworkContext.Provider', 'RSCRouterContext.Provider'])
      for (const { code: file } of productionFiles)
        for (const user of usersOf(file, provider)) expect(frameworkRouters, provider).toContain(user);
    const frameworkOnly = [
      'HydratedRouter',
      'ServerRouter',
      'createRoutesStub',
      'unstable_RSCHydratedRouter',
      'unstable_RSCStaticRouter',
      'UNSAFE_FrameworkContext',
      'Links',
      'PrefetchPageLinks',
    ];
    for (const name of frameworkOnly) expect(appImports.has(name), name).toBe(false);
    expect(all).toContain('export {\n  HydratedRouter,');
    // Link prefetches page links only under a FrameworkContext; Links needs one to render at all.
    expect(usersOf(code, 'PrefetchPageLinks')).toEqual(['Link', 'Links']);
    expect(code).toMatch(
      /function usePrefetchBehavior[^]*?if \(!frameworkContext\) \{\n\s*return \[false, ref, \{\}\];/,
    );
    // RenderErrorBoundary calls the RSC parts only while its context (false unless an RSC router provides it) is true.
    expect(code).toContain('var RSCRouterContext = React.createContext(false);');
    expect(code).toContain('RenderErrorBoundary.contextType = RSCRouterContext;');
    expect(usersOf(code, 'RSCErrorHandler')).toEqual(['RenderErrorBoundary']);
    expect(usersOf(code, 'decodeRouteErrorResponseDigest')).toEqual(['RenderErrorBoundary']);
    expect(code).toMatch(/if \(this\.context && [^\n]*\n\s*const decoded = decodeRouteErrorResponseDigest/);
    expect(code).toMatch(/if \(this\.context\) \{\n\s*return [^\n]*createElement\(RSCErrorHandler/);
    // Instrumentations, patchRoutesOnNavigation and a dataStrategy come only from createBrowserRouter's options.
    expect(usersOf(code, 'getRouteInstrumentationUpdates')).toEqual(['createRouter', 'createStaticHandler']);
    expect(usersOf(code, 'instrumentClientSideRouter')).toEqual(['createRouter']);
    expect(code.match(/if \(init\.instrumentations\) \{/g)).toHaveLength(2);
    expect(usersOf(code, 'patchRoutesImpl')).toEqual(['createRouter']);
    expect(code).toMatch(/if \(!init\.patchRoutesOnNavigation\) \{\n\s*return/);
    // Without patchRoutesOnNavigation, checkFogOfWar and discoverRoutes answer what the build gives them.
    expect(code).toMatch(
      /\n {2}function checkFogOfWar\(matches, routesToUse, pathname\) \{\n {4}if \(init\.patchRoutesOnNavigation\) \{\n[^]*?\n {4}\}\n {4}return \{ active: false, matches: null \};\n {2}\}\n/,
    );
    expect(code).toContain(
      `\n  async function discoverRoutes(matches, pathname, signal, fetcherKey) {\n    if (!init.patchRoutesOnNavigation) {\n      return { type: "success", matches };\n    }\n`,
    );
    expect(withoutRouteDiscovery.checkFogOfWar).toBe('return { active: false, matches: null };');
    expect(withoutRouteDiscovery.discoverRoutes).toBe('return { type: "success", matches };');
    expect(code).toMatch(/function patchRoutes\(routeId, children[^)]*\) \{\n\s*patchRoutesImpl\(/);
    const routerCalls = appSources.flatMap(({ code: source }) => [
      ...source.matchAll(/createBrowserRouter\(\w+(?:, \{([^}]*)\})?\)/g),
    ]);
    expect(routerCalls).toHaveLength(1);
    const options = (routerCalls[0][1] ?? '').split(',').map((option) => option.split(':')[0].trim());
    expect(options.filter(Boolean)).toEqual(['basename']);
    // Middleware runs only for routes that have it, or when a custom dataStrategy asks for it.
    expect(usersOf(code, 'runClientMiddlewarePipeline')).toEqual([
      'callDataStrategyImpl',
      'defaultDataStrategyWithMiddleware',
    ]);
    expect(code).toMatch(
      /function defaultDataStrategyWithMiddleware\(args\) \{\n\s*if \(!args\.matches\.some\(\(m\) => m\.route\.middleware\)\) \{\n\s*return defaultDataStrategy\(args\);/,
    );
    for (const { file, code: source } of appSources) expect(source, file).not.toMatch(/\b(middleware|patchRoutes)\b/);
    // router.fetch (fetch2 in createRouter) is taken only by useSubmit and useFetcher, which the app never imports.
    expect(code).toMatch(/\n {4}fetch: fetch2,\n/);
    expect(usersOf(code, 'router.fetch')).toEqual(['instrumentClientSideRouter', 'useSubmit']);
    expect(usersOf(code, 'routerFetch')).toEqual(['useFetcher', 'useSubmit']);
    expect(usersOf(code, 'handleFetcherAction')).toEqual(['createRouter']);
    expect(usersOf(code, 'handleFetcherLoader')).toEqual(['createRouter']);
    expect(code.match(/await handleFetcher(Action|Loader)\(/g)).toHaveLength(2);
    const fetchStart = code.indexOf('\n  async function fetch2(');
    const fetchBody = code.slice(fetchStart, code.indexOf('\n  }\n', fetchStart));
    expect(fetchBody.match(/await handleFetcher(Action|Loader)\(/g)).toHaveLength(2);
    for (const name of ['useFetcher', 'useFetchers', 'useSubmit', 'Form'])
      expect(appImports.has(name), name).toBe(false);
    for (const { file, code: source } of appSources) expect(source, file).not.toMatch(/\brouter\.fetch\b/);
    // Blockers: registered only by router.getBlocker, which only useBlocker calls (and usePrompt through it).
    expect(usersOf(code, 'getBlocker', { member: true })).toEqual(['useBlocker']);
    expect(usersOf(code, 'deleteBlocker', { member: true })).toEqual(['useBlocker']);
    expect(usersOf(code, 'useBlocker')).toEqual(['usePrompt']);
    for (const name of ['useBlocker', 'unstable_usePrompt']) expect(appImports.has(name), name).toBe(false);
    expect(code.match(/blockerFunctions\.set\(/g)).toHaveLength(1);
    expect(code).toMatch(/function getBlocker\(key, fn\) \{[^}]*blockerFunctions\.set\(key, fn\);/);
    expect(code).toMatch(
      /function shouldBlockNavigation\(\{[^}]*\}\) \{\n\s*if \(blockerFunctions\.size === 0\) \{\n\s*return;/,
    );
    // updateBlocker is called only with a key shouldBlockNavigation gave, and state.blockers only filled by it.
    const updates = [...code.matchAll(/(?<!function )\bupdateBlocker\((\w+),/g)].map((match) => match[1]);
    expect(updates.length).toBeGreaterThan(2);
    expect(new Set(updates)).toEqual(new Set(['blockerKey']));
    expect(code.match(/\bblockerKey = /g)?.length).toBe(code.match(/\bblockerKey = shouldBlockNavigation\(/g)?.length);
    // New keys come from updateBlocker (\`key\`) and a blocked navigation (\`blockerKey\`); \`k\` resets the existing ones.
    const blockerSets = [...code.matchAll(/\bblockers\.set\((\w+),/g)].map((match) => match[1]);
    expect(new Set(blockerSets)).toEqual(new Set(['blockerKey', 'k', 'key']));
    expect(blockerSets.filter((key) => key === 'key')).toHaveLength(1);
    expect(code).toContain('blockers.forEach((_, k) => blockers.set(k, IDLE_BLOCKER));');
    expect(code).toMatch(/function updateBlocker\(key, newBlocker\) \{[^]*?blockers\.set\(key, newBlocker\);/);
    expect(usersOf(code, 'deleteBlocker')).toEqual(['createRouter', 'createStaticRouter']);
    expect(code).toContain('state.blockers.forEach((_, key) => deleteBlocker(key));');
    // Scroll restoration: only ScrollRestoration (through useScrollRestoration) turns it on.
    expect(usersOf(code, 'enableScrollRestoration', { member: true })).toEqual(['useScrollRestoration']);
    expect(usersOf(code, 'useScrollRestoration')).toEqual(['ScrollRestoration']);
    for (const name of ['ScrollRestoration', 'UNSAFE_useScrollRestoration']) expect(appImports.has(name)).toBe(false);
    // Hydration data: nothing in the app, the gateway or the page renderer writes it.
    const gateway = sources(path.join(clientDir, '..', 'gateway', 'src')).map((file) => readFileSync(file, 'utf8'));
    expect(gateway.length).toBeGreaterThan(10);
    for (const source of [...appSources.map((file) => file.code), ...gateway])
      expect(source).not.toContain('__staticRouterHydrationData');
    expect(code).toMatch(/function parseHydrationData\(\) \{\n\s*let state = window\?\.__staticRouterHydrationData;/);
  });

  it('keeps every component the app imports', () => {
    expect(appImports.size).toBeGreaterThan(10);
    expect(appImports.has('Link')).toBe(true);
    const exported = (name: string) => (name === 'HistoryRouter' ? 'unstable_HistoryRouter' : name);
    for (const name of unusedComponents) expect(appImports.has(exported(name)), name).toBe(false);
  });
});

import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Functions of react-router's production build that this app cannot reach, with why (router/trimmedRouter.test.ts
 * checks every reason against the package's code and the app's): the build gives each a body that throws, so what only
 * they use is tree-shaken away.
 */
export const leftOutFunctions: Record<string, string> = {
  // Link and NavLink render it only when usePrefetchBehavior says so, which needs a FrameworkContext: only the
  // framework-mode and RSC routers provide one, and the app uses createBrowserRouter.
  PrefetchPageLinks: 'prefetching page links is framework mode',
  // RenderErrorBoundary reaches these only while its context, RSCRouterContext, is true: only the RSC routers make it so.
  RSCErrorHandler: 'RSC redirects and errors',
  decodeRouteErrorResponseDigest: 'RSC redirects and errors',
  // Called only when createRouter gets `instrumentations`; the app's createBrowserRouter gets only a basename.
  getRouteInstrumentationUpdates: 'router instrumentations',
  instrumentClientSideRouter: 'router instrumentations',
  // Called only by patchRoutesOnNavigation's `patch` (not given) and router.patchRoutes (framework mode's discovery).
  patchRoutesImpl: 'patching routes',
  // Called only for routes with `middleware` (no route has it) and by a custom dataStrategy (none is given).
  runClientMiddlewarePipeline: 'route middleware',
};

/**
 * Functions inside createRouter that the app cannot reach: router.fetch (fetch2, with the fetcher action and loader it
 * runs) is called only by useFetcher and useSubmit, which the app never imports (Form, which uses useSubmit, is left out
 * below); router.getBlocker and deleteBlocker only by useBlocker (not imported either), and updateBlocker only for a
 * blocker getBlocker registered; router.enableScrollRestoration only by ScrollRestoration (left out below).
 */
export const leftOutRouterFunctions: Record<string, string> = {
  fetch2: 'fetchers',
  handleFetcherAction: 'fetchers',
  handleFetcherLoader: 'fetchers',
  getBlocker: 'blockers',
  deleteBlocker: 'blockers',
  updateBlocker: 'blockers',
  enableScrollRestoration: 'scroll restoration',
};

/**
 * Functions the app reaches whose answer is known: the build gives them a body that returns undefined, so what they
 * use goes. createRouter asks shouldBlockNavigation on every navigation, and with no blocker registered (getBlocker
 * throws) it returns undefined; createBrowserRouter reads window.__staticRouterHydrationData, which nothing writes (the
 * page renderer puts the first page's data in the HTML its own way, relay/preloaded.ts).
 */
export const inertFunctions: Record<string, string> = {
  shouldBlockNavigation: 'no blocker is ever registered',
  parseHydrationData: 'nothing writes window.__staticRouterHydrationData',
};

/**
 * Functions of createRouter with the body they run without patchRoutesOnNavigation (which the app never gives): route
 * discovery ("fog of war") is off, so the rest of each body goes.
 */
export const withoutRouteDiscovery: Record<string, string> = {
  checkFogOfWar: 'return { active: false, matches: null };',
  discoverRoutes: 'return { type: "success", matches };',
};

/**
 * Components the app never renders. Their `X.displayName = ...` statement and the call that makes them (forwardRef,
 * which the bundler cannot know to be pure) are all that keep each in the bundle, with what it uses: Form brings
 * useSubmit and the form-data code.
 */
export const unusedComponents = ['Form', 'ScrollRestoration', 'HistoryRouter'];

/**
 * `code` with the body of each named function (`function name(` up to the `}` at its indentation) replaced by the one
 * given; a name not found once fails.
 */
export function withBodies(code: string, bodies: Record<string, string>): string {
  return Object.entries(bodies).reduce((source, [name, body]) => {
    const declarations = [...source.matchAll(new RegExp(`\\n( *)(?:async )?function ${name}\\(`, 'g'))];
    if (declarations.length !== 1) throw new Error(`trimmed react-router: ${declarations.length} functions ${name}`);
    const [{ index: start, 1: indent }] = declarations;
    // The declaration as it is, parameters included, up to the opening brace of the body.
    const bodyStart = source.indexOf(') {\n', start) + ') {'.length;
    const end = source.indexOf(`\n${indent}}\n`, start);
    if (bodyStart < ') {'.length || end < bodyStart)
      throw new Error(`trimmed react-router: no end of function ${name}`);
    return `${source.slice(0, bodyStart)}\n${indent}  ${body}${source.slice(end)}`;
  }, code);
}

const mapBodies = (names: Record<string, string>, body: (name: string, why: string) => string) =>
  Object.fromEntries(Object.entries(names).map(([name, why]) => [name, body(name, why)]));

/** `code` with each named function throwing (`names`: the feature it belongs to); a name not found fails. */
export const withoutFunctions = (code: string, names: Record<string, string>) =>
  withBodies(
    code,
    mapBodies(
      names,
      (name, feature) => `throw new Error(${JSON.stringify(`${name} is not in this build (${feature})`)});`,
    ),
  );

/** `code` with each named function returning undefined at once; a name not found fails. */
export const withInertFunctions = (code: string, names: Record<string, string>) =>
  withBodies(
    code,
    mapBodies(names, () => 'return undefined;'),
  );

/** `code` without the displayName assignments of `components`; one not found throws. */
export function withoutDisplayNames(code: string, components: string[]): string {
  return components.reduce((source, name) => {
    const statement = new RegExp(`\\n${name}\\.displayName = "[^"\\n]*";\\n`);
    if (!statement.test(source)) throw new Error(`trimmed react-router: no displayName of ${name}`);
    return source.replace(statement, '\n');
  }, code);
}

/** `code` with its top-level `var X = React.forwardRef(...)`, `memo(...)` and `createContext(...)` marked pure. */
export const withPureComponents = (code: string) =>
  code.replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');

/** The router chunk's code as the build has it. */
export const trimmedRouterCode = (code: string) =>
  withPureComponents(
    withoutDisplayNames(
      withBodies(
        withInertFunctions(withoutFunctions(code, { ...leftOutFunctions, ...leftOutRouterFunctions }), inertFunctions),
        withoutRouteDiscovery,
      ),
      unusedComponents,
    ),
  );

/** The file of react-router's production build that holds the router (the others re-export it). */
export const isRouterChunk = (id: string, code: string) =>
  id.split(path.sep).join('/').includes('/react-router/dist/production/') && code.includes('\nfunction createRouter(');

/**
 * react-router as the app uses it, for the production build (vite.config.ts aliases the package to its production
 * files): framework-mode prefetching, RSC error handling, instrumentations, route patching, middleware, fetchers,
 * blockers, scroll restoration and hydration data are left out (`leftOutFunctions`, `leftOutRouterFunctions`,
 * `inertFunctions`), and so are the components the app never renders (`unusedComponents`). Measured by
 * `npm run bench` (first-route JavaScript).
 */
export function trimmedRouter(): Plugin {
  let trimmed = false;
  return {
    name: 'dalil-trimmed-router',
    apply: 'build',
    buildStart() {
      trimmed = false;
    },
    transform(code, id) {
      if (!isRouterChunk(id, code)) return null;
      trimmed = true;
      return { code: trimmedRouterCode(code), map: null };
    },
    buildEnd(error) {
      if (!error && !trimmed) this.error('trimmed react-router: the router chunk was not found in the build');
    },
  };
}

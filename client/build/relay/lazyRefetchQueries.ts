import type { Plugin } from 'vite';

/**
 * Fragments whose refetch query (the pagination query of their @refetchable @connection) the browser build loads on
 * demand. Their lists read the first page with useFragment and page with ui/LoadMore.tsx's RelayLoadMore, whose chunk
 * loads the query before it calls usePaginationFragment; any other refetch of these fragments would find no query, so
 * list a fragment here only when RelayLoadMore is the one that pages it.
 */
export const LAZY_REFETCH_FRAGMENTS = new Set(['HappeningPaging_query', 'PlaceResults_query']);

const artifactPath = /\/__generated__\/(\w+)\.graphql\.ts$/;
const queryImport = /^import (\w+) from '(\.\/\w+\.graphql)';$/m;

/**
 * A fragment artifact's source with its static import of the refetch query replaced by a holder that relay-runtime's
 * getRefetchMetadata reads as a module (it takes `operation.default`) once `load()` has filled it; null when the
 * artifact has no refetch query.
 */
export function withLazyRefetchQuery(source: string): string | null {
  const match = queryImport.exec(source);
  if (!match) return null;
  const [line, name, path] = match;
  if (!source.includes(`"operation": ${name}`)) return null;
  const holder = `// The refetch query loads on demand (build/relay/lazyRefetchQueries.ts).
const ${name}: { default?: unknown; load(): Promise<void> } = {
  load: () => import('${path}').then((module) => { ${name}.default = module.default; }),
};`;
  return source.replace(line, holder);
}

/** Applies withLazyRefetchQuery to the artifacts of LAZY_REFETCH_FRAGMENTS in the browser build. */
export function lazyRefetchQueries(): Plugin {
  return {
    name: 'dalil-lazy-refetch-queries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const name = artifactPath.exec(id.replaceAll('\\', '/'))?.[1];
      if (!name || !LAZY_REFETCH_FRAGMENTS.has(name)) return null;
      const lazy = withLazyRefetchQuery(code);
      if (!lazy) throw new Error(`${name} has no refetch query to load on demand (build/relay/lazyRefetchQueries.ts)`);
      return { code: lazy, map: null };
    },
  };
}

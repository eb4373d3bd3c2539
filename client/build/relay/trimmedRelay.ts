import path from 'node:path';
import type { Plugin } from 'vite';
import {
  EXPORT_PREFIX,
  exportModuleSource,
  exportOfId,
  reactRelayExports,
  relayRuntimeExports,
  relayRuntimeInternals,
  trimmedEntrySource,
} from './exports.ts';
import { methodsLeftOutOf, withoutMethods } from './leftOutMethods.ts';
import { sliceRelayRuntimeRequires } from './runtimeRequires.ts';

/** The implementation react-relay's useFragmentInternal runs while `ENABLE_ACTIVITY_COMPATIBILITY` is on. */
export const ACTIVE_FRAGMENT_HOOK = 'useFragmentInternal_EXPERIMENTAL';

/**
 * Parts of relay-runtime the app cannot reach, by the file that requires them and the required path, with what the
 * build has instead (relay/trimmedRelay.test.ts checks that no generated artifact uses these features).
 */
export const leftOut: { importer: string[]; id: string; source: string }[] = [
  {
    // Relay Resolvers: reads evaluate at once (NoopResolverCache) and live-state batches just run.
    importer: ['relay-runtime', 'lib', 'store'],
    id: './live-resolvers/LiveResolverCache',
    source: `import { NoopResolverCache } from 'relay-runtime/lib/store/ResolverCache.js';
export const RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY = '__resolverLiveStateSubscription';
export function getUpdatedDataIDs(updatedRecords) { return updatedRecords; }
export class LiveResolverCache extends NoopResolverCache {
  getLiveResolverPromise() { throw new Error('Relay Live Resolvers are not in this build'); }
  batchLiveStateUpdates(callback) { callback(); }
  batchLiveStateUpdatesWithoutNotify(callback) { callback(); return false; }
  unsubscribeFromLiveResolverRecords() {}
  invalidateResolverRecords() {}
}
`,
  },
  {
    // @updatable queries and @assignable fragments, which only updaters reading them would call.
    importer: ['relay-runtime', 'lib', 'mutations'],
    id: './readUpdatableQuery',
    source: `export function readUpdatableQuery() { throw new Error('Updatable queries are not in this build'); }\n`,
  },
  {
    importer: ['relay-runtime', 'lib', 'mutations'],
    id: './readUpdatableFragment',
    source: `export function readUpdatableFragment() { throw new Error('Updatable fragments are not in this build'); }\n`,
  },
  {
    // The legacy declarative mutation `configs` (the app uses updaters and @deleteEdge/@prependEdge instead).
    importer: ['relay-runtime', 'lib'],
    id: 'RelayDeclarativeMutationConfig',
    source: `export const MutationTypes = Object.freeze({ RANGE_ADD: 'RANGE_ADD', RANGE_DELETE: 'RANGE_DELETE', NODE_DELETE: 'NODE_DELETE' });
export const RangeOperations = Object.freeze({ APPEND: 'append', PREPEND: 'prepend' });
export function convert(configs, request, optimisticUpdater, updater) {
  if (configs.length > 0) throw new Error('Declarative mutation configs are not in this build');
  return { optimisticUpdater: (store, data) => optimisticUpdater?.(store, data), updater: (store, data) => updater?.(store, data) };
}
`,
  },
];

const LEFT_OUT_PREFIX = '\0dalil-trimmed-left-out:';

const ENTRY_PREFIX = '\0dalil-trimmed:';
const entries: Record<string, () => string> = {
  'react-relay': () => trimmedEntrySource(reactRelayExports),
  'relay-runtime': () => trimmedEntrySource(relayRuntimeExports),
};

const inPackage = (file: string, ...folders: string[]) =>
  file.includes(`${path.sep}${folders.join(path.sep)}${path.sep}`);

/**
 * Relay as the app uses it, for the production build (dev serves the packages as they are). Both packages ship
 * CommonJS whose index requires everything, so nothing can be tree-shaken and every hook lands in the first route's
 * chunk. Here `react-relay` and `relay-runtime` resolve to entries of only what the app and the used hooks need (lists
 * in relay/exports.ts; an import missing from them fails the build), react-relay's own `require('relay-runtime')` gets
 * just the members each file reads, and parts the app cannot reach are left out (`leftOut`): the inactive
 * implementation of useFragment, Relay Resolvers, updatable queries and declarative mutation configs; the store's
 * methods for @defer, @stream, @module, @as_actor, resolvers and client edges throw (`leftOutMethods`), and so do
 * methods nothing bundled calls (`unusedMethods`). Measured by `npm run bench` (first-route JavaScript).
 */
export function trimmedRelay(): Plugin {
  return {
    name: 'dalil-trimmed-relay',
    apply: 'build',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      const pkg = id === 'react-relay/hooks' ? 'react-relay' : id;
      if (pkg in entries) return `${ENTRY_PREFIX}${pkg}`;
      // Side-effect free, so an export nobody imports is dropped with the CommonJS file behind it.
      if (id.startsWith(EXPORT_PREFIX)) return { id, moduleSideEffects: false };
      if (!importer) return null;
      const stub = leftOut.findIndex(
        (part) => (id === part.id || id.endsWith(`/${part.id}`)) && inPackage(importer, ...part.importer),
      );
      if (stub >= 0) return `${LEFT_OUT_PREFIX}${stub}`;
      // useFragmentInternal picks one of two implementations by a feature flag that is on by default and that the app
      // never changes (relay/trimmedRelay.test.ts checks the default).
      if (id === './useFragmentInternal' && inPackage(importer, 'react-relay', 'lib', 'relay-hooks'))
        return this.resolve(`./${ACTIVE_FRAGMENT_HOOK}`, importer, { ...options, skipSelf: true });
      if (!importer.startsWith(EXPORT_PREFIX)) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
    load(id) {
      if (id.startsWith(LEFT_OUT_PREFIX)) return leftOut[Number(id.slice(LEFT_OUT_PREFIX.length))].source;
      if (id.startsWith(ENTRY_PREFIX)) return entries[id.slice(ENTRY_PREFIX.length)]();
      return id.startsWith(EXPORT_PREFIX) ? exportModuleSource(exportOfId(id)) : null;
    },
    transform(code, id) {
      if (!inPackage(id, 'react-relay', 'lib') && !inPackage(id, 'relay-runtime', 'lib')) return null;
      const methods = inPackage(id, 'relay-runtime', 'lib', 'store') ? methodsLeftOutOf(path.basename(id)) : undefined;
      const trimmed = methods ? withoutMethods(code, id, methods) : code;
      const sliced = sliceRelayRuntimeRequires(trimmed, id, relayRuntimeExports, relayRuntimeInternals);
      return sliced ? { code: sliced, map: null } : methods && { code: trimmed, map: null };
    },
  };
}

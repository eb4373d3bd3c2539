/**
 * One export of a trimmed package entry: a module (a package file without `.js`, or the trimmed `relay-runtime`) and,
 * when its `module.exports` is an object, the property to take (otherwise the whole `module.exports`).
 */
export type TrimmedExport = readonly [module: string, property?: string];

const hooks = (file: string, property?: string): TrimmedExport => [`react-relay/lib/relay-hooks/${file}`, property];
const runtime = (file: string, property?: string): TrimmedExport => [`relay-runtime/lib/${file}`, property];

/**
 * What the app imports from react-relay. The package index requires every hook, container and entry-point API, and
 * being CommonJS none of it can be tree-shaken; the trimmed entry has only these, each from its own file.
 */
export const reactRelayExports: Record<string, TrimmedExport> = {
  RelayEnvironmentProvider: hooks('RelayEnvironmentProvider'),
  loadQuery: hooks('loadQuery', 'loadQuery'),
  useFragment: hooks('useFragment'),
  usePreloadedQuery: hooks('usePreloadedQuery'),
  useLazyLoadQuery: hooks('useLazyLoadQuery'),
  usePaginationFragment: hooks('usePaginationFragment'),
  useMutation: hooks('useMutation'),
  useSubscription: hooks('useSubscription'),
  useRelayEnvironment: hooks('useRelayEnvironment'),
  commitMutation: ['relay-runtime', 'commitMutation'],
  fetchQuery: ['relay-runtime', 'fetchQuery'],
  graphql: ['relay-runtime', 'graphql'],
  readInlineData: ['relay-runtime', 'readInlineData'],
};

/** What the app and the react-relay files above take from relay-runtime's index, by the file that defines it. */
export const relayRuntimeExports: Record<string, TrimmedExport> = {
  ConnectionHandler: runtime('handlers/connection/ConnectionHandler'),
  ConnectionInterface: runtime('handlers/connection/ConnectionInterface'),
  Environment: runtime('store/RelayModernEnvironment'),
  ID_KEY: runtime('store/RelayStoreUtils', 'ID_KEY'),
  Network: runtime('network/RelayNetwork'),
  Observable: runtime('network/RelayObservable'),
  PreloadableQueryRegistry: runtime('query/PreloadableQueryRegistry'),
  Record: runtime('store/RelayModernRecord'),
  RecordSource: runtime('store/RelayRecordSource'),
  RelayFeatureFlags: runtime('util/RelayFeatureFlags'),
  ReplaySubject: runtime('util/RelayReplaySubject'),
  Store: runtime('store/RelayModernStore'),
  areEqualSelectors: runtime('store/RelayModernSelector', 'areEqualSelectors'),
  commitMutation: runtime('mutations/commitMutation'),
  createOperationDescriptor: runtime('store/RelayModernOperationDescriptor', 'createOperationDescriptor'),
  fetchQuery: runtime('query/fetchQuery'),
  getFragment: runtime('query/GraphQLTag', 'getFragment'),
  getFragmentIdentifier: runtime('util/getFragmentIdentifier'),
  getPaginationMetadata: runtime('util/getPaginationMetadata'),
  getPaginationVariables: runtime('util/getPaginationVariables'),
  getPendingOperationsForFragment: runtime('util/getPendingOperationsForFragment'),
  getRefetchMetadata: runtime('util/getRefetchMetadata'),
  getRequest: runtime('query/GraphQLTag', 'getRequest'),
  getRequestIdentifier: runtime('util/getRequestIdentifier'),
  getSelector: runtime('store/RelayModernSelector', 'getSelector'),
  getValueAtPath: runtime('util/getValueAtPath'),
  getVariablesFromFragment: runtime('store/RelayModernSelector', 'getVariablesFromFragment'),
  graphql: runtime('query/GraphQLTag', 'graphql'),
  handlePotentialSnapshotErrors: runtime('util/handlePotentialSnapshotErrors', 'handlePotentialSnapshotErrors'),
  isPromise: runtime('util/isPromise'),
  readInlineData: runtime('store/readInlineData'),
  recycleNodesInto: runtime('util/recycleNodesInto'),
  requestSubscription: runtime('subscription/requestSubscription'),
};

/** relay-runtime's `__internal` object, as far as the react-relay files read it. */
export const relayRuntimeInternals: Record<string, TrimmedExport> = {
  createRelayContext: runtime('store/createRelayContext'),
  createRelayLoggingContext: runtime('store/createRelayLoggingContext'),
  fetchQuery: runtime('query/fetchQueryInternal', 'fetchQuery'),
  fetchQueryDeduped: runtime('query/fetchQueryInternal', 'fetchQueryDeduped'),
  getObservableForActiveRequest: runtime('query/fetchQueryInternal', 'getObservableForActiveRequest'),
  getPromiseForActiveRequest: runtime('query/fetchQueryInternal', 'getPromiseForActiveRequest'),
};

export const EXPORT_PREFIX = '\0dalil-trimmed-export:';

/** The id of the module that holds one export (see `exportModuleSource`). */
export const exportId = ([module, property]: TrimmedExport) => `${EXPORT_PREFIX}${module}#${property ?? ''}`;

export function exportOfId(id: string): TrimmedExport {
  const [module, property] = id.slice(EXPORT_PREFIX.length).split('#');
  return property ? [module, property] : [module];
}

/** The module of one export: the file's `module.exports`, or one property of it, as the default export. */
export function exportModuleSource([module, property]: TrimmedExport): string {
  const from = JSON.stringify(`${module}${module.includes('/lib/') ? '.js' : ''}`);
  return property
    ? `import { ${property} as value } from ${from};\nexport default value;\n`
    : `import value from ${from};\nexport default value;\n`;
}

/**
 * A trimmed package entry: each export comes from a module of its own, so the bundler places it in the chunk of the
 * code that uses it (one module re-exporting CommonJS values would pin them all to the chunk of its first user).
 */
export function trimmedEntrySource(exports: Record<string, TrimmedExport>): string {
  return Object.entries(exports)
    .map(([name, target]) => `export { default as ${name} } from ${JSON.stringify(exportId(target))};\n`)
    .join('');
}

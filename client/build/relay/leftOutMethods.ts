// Methods of relay-runtime's store that only @defer, @stream, @module/@match, @as_actor, @required, @catch, Relay
// Resolvers and client edges reach: the normaliser, reader, data checker and reference marker meet them only in an
// artifact's AST, the executor only in responses and followups those produce. No generated artifact uses them
// (relay/trimmedRelay.test.ts checks), so the build replaces their bodies with a throw.

/** Per relay-runtime file (under lib/store), the methods of its class prototype the build leaves out. */
export const leftOutMethods: Record<string, readonly string[]> = {
  'OperationExecutor.js': [
    '_processIncrementalResponses',
    '_processDeferResponse',
    '_processStreamResponse',
    '_normalizeStreamItem',
    '_processIncrementalPlaceholder',
    '_processFollowupPayload',
    '_handleFollowupPayload',
    '_normalizeFollowupPayload',
    '_processFollowupPayloadWithNormalizationNode',
    '_expectOperationLoader',
    '_processOptimisticModuleImport',
    '_processAsyncOptimisticModuleImport',
  ],
  'RelayResponseNormalizer.js': [
    '_normalizeDefer',
    '_normalizeStream',
    '_normalizeModuleImport',
    '_normalizeActorChange',
    '_normalizeResolver',
    '_collectS2CExecution',
  ],
  'RelayReader.js': [
    '_readResolverField',
    '_readResolverFieldImpl',
    '_propagateResolverMetadata',
    '_readClientEdge',
    '_readActorChange',
    '_readModuleImport',
    // @required and @catch: RequiredField and CatchField selections, a fragment's catchTo.
    '_readClientSideDirectiveField',
    '_handleRequiredFieldValue',
    '_maybeReportUnexpectedNull',
    '_catchErrors',
    '_asResult',
  ],
  'DataChecker.js': ['_checkActorChange', '_checkModuleImport', '_checkResolver'],
  // environment.check takes it only with missing field handlers (the app gives none) or client abstract types.
  'RelayModernEnvironment.js': ['_checkSelectorAndHandleMissingFields'],
  'RelayReferenceMarker.js': ['_traverseModuleImport', '_traverseResolverField', '_traverseClientEdgeToClientObject'],
};

/**
 * Per relay-runtime file (under lib/store), public methods that neither the app nor any Relay file the build bundles
 * calls (relay/trimmedRelay.test.ts checks): batching, the store's invalidation subscriptions (only
 * useSubscribeToInvalidationState, which the app does not use), live resolver batches, and the environment's
 * optimistic-only mutation and multi-actor update replacement. The build gives them a body that throws.
 */
export const unusedMethods: Record<string, readonly string[]> = {
  'RelayModernStore.js': [
    'experimental_batchUpdates',
    'subscribeToInvalidationState',
    'lookupInvalidationState',
    'checkInvalidationState',
    'batchLiveStateUpdates',
  ],
  'RelayModernEnvironment.js': ['experimental_batchUpdates', 'applyMutation', 'replaceUpdate'],
};

/** Both lists above for one file of lib/store, or undefined. */
export function methodsLeftOutOf(file: string): readonly string[] | undefined {
  const methods = [...(leftOutMethods[file] ?? []), ...(unusedMethods[file] ?? [])];
  return methods.length ? methods : undefined;
}

/** The AST kinds (of generated artifacts) that would reach the methods above. */
export const leftOutKinds = [
  'Defer',
  'Stream',
  'ModuleImport',
  'ActorChange',
  'RelayResolver',
  'RelayLiveResolver',
  'ClientEdgeToClientObject',
  'ClientEdgeToServerObject',
  'RequiredField',
  'CatchField',
] as const;

/**
 * `code` (Babel's CommonJS output of a class: `  _proto.name = function name(...) {` up to `  };`) with each named
 * method throwing instead; a method not found fails the build (a relay-runtime upgrade must revisit the list).
 */
export function withoutMethods(code: string, file: string, methods: readonly string[]): string {
  return methods.reduce((source, name) => {
    const start = source.indexOf(`\n  _proto.${name} = function ${name}(`);
    const end = start < 0 ? -1 : source.indexOf('\n  };\n', start);
    if (end < 0) throw new Error(`trimmed Relay: no method ${name} in ${file}`);
    const stub = `\n  _proto.${name} = function ${name}() {\n    throw new Error('${name} is not in this build (client/build/relay/leftOutMethods.ts)');`;
    return source.slice(0, start) + stub + source.slice(end);
  }, code);
}

// The Yoga server: schema, per-request context, security plugins (graphql-armor, request guards), error masking.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import { createYoga, isAsyncIterable, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { GatewayMetrics } from '../metrics/metrics.ts';
import { reportBearerRejection } from './bearerRejection.ts';
import { compressResponses } from './compressResponses.ts';
import { hideSuggestions } from './hideSuggestions.ts';
import { createContext, type ContextServices, type GatewayContext } from './context.ts';
import { persistedOperationsPlugin, type PersistedOperations } from './persistedOperations.ts';
import { requestGuards } from './requestGuards.ts';
import { errorRequestIds } from './errorRequestIds.ts';
import { textGuard } from './textGuard.ts';
import { responseCachePlugins } from './responseCache/plugins.ts';
import type { RedisConnection } from '../redis/connection.ts';
import { createSchema } from './schema.ts';

export const UPSTREAM_CALLS_HEADER = 'x-upstream-calls';

export type GatewayYoga = YogaServerInstance<Record<string, unknown>, GatewayContext>;

/**
 * graphql-armor throws its refusals out of validation by default, which Yoga answers as an execution error (status
 * 200). Reported as validation errors instead, they get Yoga's GRAPHQL_VALIDATION_FAILED code and status 400 like any
 * other invalid query; the misleading "Syntax Error: " prefix goes.
 */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      if (!context) throw error;
      context.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { nodes: error.nodes }));
    },
  ],
};

export const armorConfig = () => ({
  maxDepth: { n: 12, ignoreIntrospection: true, flattenFragments: true, ...reportAsValidationError },
  // Cost is driven by `first` multipliers; fragments add no depth (Relay queries are made of them) and depth itself is
  // capped above, so each level costs the same. The most costly screen query is about 4,700: every persisted operation
  // is costed in test/unit/operationCosts.test.ts, which prints the top 3.
  costLimit: {
    maxCost: 5000,
    depthCostFactor: 1,
    flattenFragments: true,
    ignoreIntrospection: true,
    ...reportAsValidationError,
  },
  maxAliases: { n: 15, ...reportAsValidationError },
  maxTokens: { n: 2000 },
  maxDirectives: { n: 50, ...reportAsValidationError },
  // Off: hideSuggestions (production) covers validation and variable coercion alike, where this covers validation only.
  blockFieldSuggestion: { enabled: false },
});

/** Adds the request's upstream calls (method and URL) to the response, for tests and the benchmark. */
function upstreamCallsHeader(contexts: WeakMap<Request, GatewayContext>): Plugin {
  return {
    onResponse({ request, response }) {
      const context = contexts.get(request);
      contexts.delete(request);
      if (context)
        response.headers.set(
          UPSTREAM_CALLS_HEADER,
          JSON.stringify(context.upstream.calls.map((call) => `${call.method} ${call.url}`)),
        );
    },
  };
}

/** Counts the errors of GraphQL responses by code (metrics/metrics.ts). */
function countErrors(metrics: GatewayMetrics): Plugin {
  const count = (result: unknown) => {
    const errors = (result as { errors?: readonly GraphQLError[] } | null)?.errors ?? [];
    for (const error of errors) metrics.graphqlErrors.inc({ code: String(error.extensions?.code ?? 'INTERNAL') });
  };
  return {
    onExecute: () => ({
      onExecuteDone: ({ result }) => {
        if (!isAsyncIterable(result)) count(result);
      },
    }),
  };
}

export function createGatewayYoga(
  services: ContextServices,
  persisted: PersistedOperations,
  { redis, metrics }: { redis?: RedisConnection; metrics?: GatewayMetrics } = {},
): GatewayYoga {
  const { config } = services;
  const contexts = new WeakMap<Request, GatewayContext>();
  const schema = createSchema();
  return createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request }) => {
      const context = createContext(services, request.headers);
      // Only for the debug header, and let go of in its onResponse: the Request may outlive the response (kept by the
      // connection), and with it every upstream answer of the request, which the GC then copies and promotes.
      if (config.debugUpstreamCalls) contexts.set(request, context);
      return context;
    },
    // GraphiQL sends documents as text: served only where they run.
    graphiql: persisted.allowArbitrary ? { title: 'Dalil GraphQL' } : false,
    landingPage: false,
    // `documentId` is read by the persisted-operations plugin; a request that also sends a query runs the query.
    extraParamNames: ['documentId'],
    // Keeps GraphQLErrors (our codes and messages), replaces anything else with "Unexpected error.".
    maskedErrors: { isDev: false },
    logging: config.logLevel === 'silent' ? false : config.logLevel,
    plugins: [
      requestGuards(config),
      persistedOperationsPlugin(persisted),
      EnvelopArmorPlugin(armorConfig()),
      ...(config.production ? [hideSuggestions()] : []),
      textGuard(),
      ...responseCachePlugins({ ttlMs: config.responseCacheTtlMs, redis }),
      reportBearerRejection(),
      errorRequestIds(),
      ...(metrics ? [countErrors(metrics)] : []),
      ...(config.debugUpstreamCalls ? [upstreamCallsHeader(contexts)] : []),
      // Last, so it compresses the answer the other plugins have finished.
      compressResponses(),
    ],
  });
}

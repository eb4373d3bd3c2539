// GraphQL subscriptions over graphql-ws at /graphql, on the gateway's own HTTP server. Operations go through
// yoga.getEnveloped, so the same schema, context and security plugins (depth, cost, tokens) apply as over HTTP; the
// CSRF and body guards are HTTP's (a socket has no body). The connection_init payload carries what HTTP headers carry:
// `{ authorization: "Bearer ...", acceptLanguage: "ar" }` (or `locale`); the context reads them as it reads HTTP's
// (one Accept-Language parser: viewer/locale.ts). The city is an operation's argument. A subscribe payload names its
// document as HTTP does (docs/persisted-operations.md#subscriptions): `documentId` with an empty `query` (graphql-ws
// requires the field), or a text where the configuration allows texts.
import type { Server } from 'node:http';
import { GraphQLError, getOperationAST, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { resolveDocument, type PersistedOperations } from '../graphql/persistedOperations.ts';
import type { GatewayYoga } from '../graphql/yoga.ts';
import type { GatewayMetrics } from '../metrics/metrics.ts';

export const SUBSCRIPTIONS_ONLY = 'Send queries and mutations over HTTP; this socket carries subscriptions.';

/** The request headers a connection_init payload stands for. */
export function connectionHeaders(params: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const authorization = text(params?.authorization) ?? text(params?.Authorization);
  const language = text(params?.acceptLanguage) ?? text(params?.locale);
  if (authorization) headers.set('authorization', authorization);
  if (language) headers.set('accept-language', language);
  return headers;
}

interface Enveloped {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

export interface SubscriptionServer {
  close(): Promise<void>;
}

export function attachSubscriptions(
  server: Server,
  yoga: GatewayYoga,
  persisted: PersistedOperations,
  metrics: GatewayMetrics,
): SubscriptionServer {
  const sockets = new WebSocketServer({ server, path: '/graphql' });
  // The live subscriptions of each connection, for the gauge (a closed socket ends all of its own).
  const live = new WeakMap<object, Set<string>>();
  const graphqlWs = useServer(
    {
      onOperation: (ctx, id) => {
        const ids = live.get(ctx.extra) ?? new Set<string>();
        live.set(ctx.extra, ids);
        if (!ids.has(id)) metrics.subscriptions.inc();
        ids.add(id);
      },
      onComplete: (ctx, id) => {
        if (live.get(ctx.extra)?.delete(id)) metrics.subscriptions.dec();
      },
      onClose: (ctx) => {
        const ids = live.get(ctx.extra);
        if (ids?.size) metrics.subscriptions.dec(ids.size);
        live.delete(ctx.extra);
      },
      execute: (args) => (args.rootValue as Enveloped).execute(args) as never,
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        // Yoga's context factory reads a Fetch Request: one with the headers of the connection_init payload.
        const headers = connectionHeaders(ctx.connectionParams);
        const request = new Request('http://gateway.local/graphql', { headers });
        let query: string;
        try {
          query = resolveDocument(persisted, payload, headers);
        } catch (error) {
          // The HTTP status in its extensions means nothing on a socket.
          if (error instanceof GraphQLError)
            return [new GraphQLError(error.message, { extensions: { code: error.extensions.code } })];
          throw error;
        }
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          request,
          params: { ...payload, query },
        });
        let document;
        try {
          document = parse(query);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(schema, document);
        if (errors.length) return errors;
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription')
          return [new GraphQLError(SUBSCRIPTIONS_ONLY)];
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    sockets,
  );
  return {
    async close() {
      for (const socket of sockets.clients) socket.close(1001, 'Going away');
      await graphqlWs.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

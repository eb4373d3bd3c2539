import type { Client, SubscribePayload } from 'graphql-ws';
import {
  Observable,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import type { EnvironmentOptions } from './environment.ts';
import { GraphQLRequestError } from './GraphQLRequestError.ts';
import { operationBody, type OperationBody } from './operationBody.ts';

/** The graphql-ws address of the page's own origin: ws: beside http:, wss: beside https:. */
export function socketUrl(page: { protocol: string; host: string }, path = '/graphql'): string {
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}${path}`;
}

/**
 * What connection_init carries in place of the HTTP headers: the member's bearer token (absent for visitors) and the
 * language (the gateway's connectionHeaders reads these names). A subscription's city, if any, is its variable.
 */
export async function connectionParams({ locale, authorization }: EnvironmentOptions): Promise<Record<string, string>> {
  const params: Record<string, string> = { acceptLanguage: locale };
  const header = (await authorization?.()) ?? null;
  if (header) params.authorization = header;
  return params;
}

/**
 * A subscribe message's payload: the operation's id as over HTTP, and the empty `query` graphql-ws requires
 * (docs/persisted-operations.md#subscriptions).
 */
export function subscribePayload(request: RequestParameters, variables: Variables): SubscribePayload & OperationBody {
  return { query: '', ...operationBody(request, variables) };
}

/**
 * Relay's subscribe function over graphql-ws. The socket library is imported on the first subscription (not in the
 * first route's bundle) and the socket opens lazily: only while a screen subscribes, closed when none does.
 */
export function createSubscribe(options: EnvironmentOptions): SubscribeFunction {
  let client: Promise<Client> | null = null;
  const connect = () =>
    (client ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: options.socketUrl ?? socketUrl(window.location),
        connectionParams: () => connectionParams(options),
        lazy: true,
        retryAttempts: 5,
      }),
    ));

  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      // Throwing here (an operation without id) reaches the sink as an error.
      const payload = subscribePayload(request, variables);
      connect().then(
        (socket) => {
          if (closed) return;
          unsubscribe = socket.subscribe<GraphQLResponse>(payload, {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) =>
              sink.error(
                error instanceof Error ? error : new GraphQLRequestError('The live connection closed', 'NETWORK_ERROR'),
              ),
            complete: () => sink.complete(),
          });
        },
        (error: unknown) =>
          sink.error(error instanceof Error ? error : new GraphQLRequestError(String(error), 'NETWORK_ERROR')),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
}

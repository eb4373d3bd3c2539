// graphql-ws clients of a test gateway, and subscriptions whose events a test awaits one at a time.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { Fields, TestGateway } from './gateway.ts';

/** A graphql-ws client of a gateway; `params` is the connection_init payload (authorization, acceptLanguage). */
export function connect(target: TestGateway, params: Record<string, unknown> = {}): Client {
  return createClient({
    url: `${target.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
  });
}

/**
 * Subscribes and hands out the events one at a time (`next`), keeping the errors. The operation is a document's text
 * or a persisted one's `{ documentId }` (with the empty `query` graphql-ws requires).
 */
export function watch(client: Client, query: string | { documentId: string }, variables: Record<string, unknown>) {
  const received: Fields[] = [];
  const waiting: ((value: Fields) => void)[] = [];
  const errors: unknown[] = [];
  client.subscribe(typeof query === 'string' ? { query, variables } : { query: '', ...query, variables }, {
    next: (value) => (waiting.length ? waiting.shift()!(value) : received.push(value)),
    error: (error) => errors.push(error),
    complete: () => {},
  });
  return {
    errors,
    next(timeoutMs = 5000): Promise<Fields> {
      if (received.length) return Promise.resolve(received.shift()!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
    },
  };
}

/** The server registers a subscription after loading its item: give it that moment. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

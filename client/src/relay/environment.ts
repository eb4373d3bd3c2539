import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import type { Locale } from '../i18n/locale.ts';
import { errorFromResponse, GraphQLRequestError } from './GraphQLRequestError.ts';

export interface EnvironmentOptions {
  locale: Locale;
  /** Raw id of the chosen city, sent as X-Dalil-City; null lets the gateway use the default city. */
  cityRawId: number | null;
  endpoint?: string;
}

export function requestHeaders({ locale, cityRawId }: EnvironmentOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    'Accept-Language': locale,
    // Yoga's CSRF prevention accepts JSON POSTs that carry this header.
    'x-graphql-csrf': '1',
  };
  if (cityRawId != null) headers['X-Dalil-City'] = String(cityRawId);
  return headers;
}

function createFetch(options: EnvironmentOptions): FetchFunction {
  const endpoint = options.endpoint ?? '/graphql';
  return async (params, variables) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: requestHeaders(options),
        body: JSON.stringify({ query: params.text, variables, operationName: params.name }),
      });
    } catch (cause) {
      throw new GraphQLRequestError(cause instanceof Error ? cause.message : 'Network error', 'NETWORK_ERROR');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GraphQLRequestError(`Unreadable response (HTTP ${response.status})`, response.ok ? 'BAD_RESPONSE' : 'UPSTREAM_UNAVAILABLE', response.status);
    }
    const error = errorFromResponse(body, response.status);
    if (error) throw error;
    return body as GraphQLResponse;
  };
}

/** One environment per locale and city: names come out in the request's language, so stores must not be shared. */
export function createRelayEnvironment(options: EnvironmentOptions): Environment {
  return new Environment({
    network: Network.create(createFetch(options)),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

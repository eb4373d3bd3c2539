import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type UploadableMap,
} from 'relay-runtime';
import type { Locale } from '../i18n/locale.ts';
import { copyShown, loadSavedAnswers, pageAnswerOf } from '../offline/savedCopy.ts';
import { errorFromResponse, GraphQLRequestError } from './GraphQLRequestError.ts';
import { operationBody, type OperationBody } from './operationBody.ts';
import type { createPreloadedAnswers } from './preloaded.ts';
import { createSubscribe } from './subscriptions.ts';

export interface EnvironmentOptions {
  locale: Locale;
  endpoint?: string;
  /** The graphql-ws address of subscriptions; defaults to /graphql on the page's origin. */
  socketUrl?: string;
  /** The member's Authorization header for the next request (null for a visitor); may refresh the token first. */
  authorization?: () => Promise<string | null>;
  /** Called when the server refused the bearer token a request carried. */
  onTokenRejected?: () => void;
  /** The first screen's answer the server put in the page, for a visitor's first request (relay/preloaded.ts). */
  preloaded?: Pick<ReturnType<typeof createPreloadedAnswers>, 'take' | 'discard' | 'savedAt'>;
  /** Whether a member is signed in (their saved page answers are kept apart from a visitor's). */
  isMember?: () => boolean;
}

/** The headers of every request; the chosen city is no header but a route query variable (docs/home.md#city). */
export function requestHeaders({ locale }: Pick<EnvironmentOptions, 'locale'>): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/graphql-response+json, application/json',
    'Accept-Language': locale,
    // Yoga's CSRF prevention accepts JSON POSTs that carry this header.
    'x-graphql-csrf': '1',
  };
}

/**
 * A body in the GraphQL multipart request specification: `operations` with the files' variables set to null, `map`
 * from part name to variable path, then one part per file. Uploadable keys are variable paths, e.g. `input.image`.
 */
export function multipartBody(operation: OperationBody, uploadables: UploadableMap): FormData {
  const variables: Record<string, unknown> = structuredClone(operation.variables);
  const map: Record<string, string[]> = {};
  Object.keys(uploadables).forEach((path, index) => {
    const keys = path.split('.');
    const last = keys.pop()!;
    let target = variables;
    for (const key of keys) {
      target[key] = typeof target[key] === 'object' && target[key] !== null ? target[key] : {};
      target = target[key] as Record<string, unknown>;
    }
    target[last] = null;
    map[String(index)] = [`variables.${path}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ ...operation, variables }));
  form.append('map', JSON.stringify(map));
  Object.values(uploadables).forEach((file, index) => form.append(String(index), file));
  return form;
}

type Send = (...args: Parameters<FetchFunction>) => Promise<GraphQLResponse>;

/** The answers taken from the page's HTML rather than the network. */
const fromThePage = new WeakSet<object>();

function createSend(options: EnvironmentOptions): Send {
  const endpoint = options.endpoint ?? '/graphql';
  return async (params, variables, _config, uploadables) => {
    const authorization = (await options.authorization?.()) ?? null;
    if (authorization) options.preloaded?.discard();
    else {
      const preloaded = options.preloaded?.take(params.name, variables);
      if (preloaded) {
        fromThePage.add(preloaded);
        return preloaded;
      }
    }
    const headers = requestHeaders(options);
    if (authorization) headers.Authorization = authorization;
    const operation = operationBody(params, variables);
    let body: BodyInit = JSON.stringify(operation);
    if (uploadables) {
      // The browser writes the multipart Content-Type with its boundary.
      delete headers['Content-Type'];
      body = multipartBody(operation, uploadables);
    }
    let response: Response;
    try {
      response = await fetch(endpoint, { method: 'POST', headers, body });
    } catch (cause) {
      throw new GraphQLRequestError(cause instanceof Error ? cause.message : 'Network error', 'NETWORK_ERROR');
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new GraphQLRequestError(
        `Unreadable response (HTTP ${response.status})`,
        response.ok ? 'BAD_RESPONSE' : 'UPSTREAM_UNAVAILABLE',
        response.status,
      );
    }
    const error = errorFromResponse(answer, response.status);
    if (error?.code === 'UNAUTHENTICATED' && authorization) options.onTokenRejected?.();
    if (error) throw error;
    return answer as GraphQLResponse;
  };
}

/**
 * A page's query (loadRouteQuery) saves its answer for later; when the network fails (offline, or the gateway not
 * answering) it answers from the saved copy, and says so in the page's PageAnswer (docs/info.md#offline). Every other
 * request is sent as it is.
 */
function createFetch(options: EnvironmentOptions): FetchFunction {
  const send = createSend(options);
  return async (params, variables, config, uploadables) => {
    const page = pageAnswerOf(config);
    if (!page) return send(params, variables, config, uploadables);
    const key = { locale: options.locale, member: !!options.isMember?.(), operation: params.name, variables };
    try {
      const answer = await send(params, variables, config, uploadables);
      // The answer in a page the service worker served from its saved copy: saved already, and labelled as such.
      const copySavedAt = fromThePage.has(answer) ? options.preloaded?.savedAt : null;
      if (copySavedAt) copyShown(page, copySavedAt);
      else void loadSavedAnswers().then(({ saveAnswer }) => saveAnswer(key, answer));
      return answer;
    } catch (error) {
      const saved = await loadSavedAnswers().then(
        ({ standIn }) => standIn(key, error),
        () => null,
      );
      if (!saved) {
        page.missing = true;
        throw error;
      }
      copyShown(page, saved.savedAt);
      return saved.response;
    }
  };
}

/**
 * One environment per session (locale, city, member): names come out in the request's language, so stores must not be
 * shared, and a new city starts from an empty store.
 */
export function createRelayEnvironment(options: EnvironmentOptions): Environment {
  return new Environment({
    network: Network.create(createFetch(options), createSubscribe(options)),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

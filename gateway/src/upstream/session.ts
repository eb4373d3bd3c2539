// The upstream as seen by one GraphQL request: its identity headers, a memo so that identical GETs are made once,
// a log of the calls made (read by tests, the benchmark and the x-upstream-calls debug header), and what the answers
// bring, handed to the request's loaders (upstream/arrivals.ts).
import type { GraphQLError } from 'graphql';
import { HTTPError, type Got, type OptionsOfTextResponseBody } from 'got';
import { identityHeaders, type UpstreamIdentity } from './client.ts';
import type { Locale } from '../viewer/locale.ts';
import { upstreamError } from './errors.ts';
import { UpstreamHttpError, type FastGet } from './fastGet.ts';
import type { ReferenceCache } from '../referenceCache/cache.ts';
import { Arrivals } from './arrivals.ts';
import { routeUrl, type Route } from './routes.ts';

export interface UpstreamCall {
  method: string;
  url: string;
}

/**
 * Whose credentials a call carries:
 * - `identity`: the request's bearer token, else the client key. A GET whose bearer token the upstream rejects (401:
 *   expired, revoked) is made again as a visitor, and so are the request's later calls: public content stays readable,
 *   what needs the member fails, and the response reports the rejection (graphql/bearerRejection.ts).
 * - `member`: the request's bearer token, never replaced (member routes: a rejected token is UNAUTHENTICATED).
 * - `client`: the client key alone (public auth routes, whatever token the request has).
 * - `basic`: the OAuth2 client's basic auth.
 * - `{ bearer }`: a given token (a session just opened by a mutation).
 */
export type UpstreamAuth = 'identity' | 'member' | 'client' | 'basic' | { bearer: string };

/** A request body: JSON, a urlencoded form, or multipart form data. */
export type UpstreamBody = { json: unknown } | { form: Record<string, string> } | { multipart: FormData };

export interface WriteOptions {
  body?: UpstreamBody;
  auth?: UpstreamAuth;
  /** The `Source` header every REST call carries (docs/social.md): `cms` for every call (upstream/client.ts) but social sign-in's `web-app`. */
  source?: 'web-app';
}

export interface UpstreamSessionOptions {
  http: Got;
  /** GETs without got (upstream/fastGet.ts); got makes them when absent (the HTTP cache is got's). */
  fastGet?: FastGet;
  identity: UpstreamIdentity;
  clientKey: string;
  timeoutMs: number;
  referenceCache?: ReferenceCache;
  oauthClient?: { id: string; secret: string };
  /** Headers every call carries on behalf of the request: its id and the caller's address (http/security.ts). */
  forwarded?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export class UpstreamSession {
  readonly calls: UpstreamCall[] = [];
  /** The items of every answer, for the loaders (each route declares what its answer brings). */
  readonly arrivals = new Arrivals();
  private readonly memo = new Map<string, Promise<unknown>>();
  private readonly headers: Record<string, string>;
  /** The upstream's refusal of the request's bearer token (expired, revoked), once a call has met it. */
  private rejection: GraphQLError | undefined;
  /** Set when a mutation has opened a new session: the request's own token no longer matters. */
  private superseded = false;

  constructor(private readonly options: UpstreamSessionOptions) {
    this.headers = identityHeaders(options.identity, options.clientKey);
  }

  /** The request's language: routes read in one language ask for it (Route.oneLanguage). */
  private get locale(): Locale {
    return this.options.identity.locale;
  }

  /** Why the upstream refused the request's bearer token (UNAUTHENTICATED), or undefined while it has not. */
  get bearerRejection(): GraphQLError | undefined {
    return this.superseded ? undefined : this.rejection;
  }

  /**
   * A new session replaces the request's token (sign-in, refresh): from now on `identity` calls go as a visitor and a
   * refusal of the old token is not reported (a refresh typically comes with the expired token attached).
   */
  supersedeBearer(): void {
    this.superseded = true;
  }

  /** The request's bearer authorization header, or undefined for a visitor. */
  get bearer(): string | undefined {
    return this.headers.authorization;
  }

  /** A GET made at most once per request (per credentials). */
  get<T>(route: Route<T>, auth: UpstreamAuth = 'identity'): Promise<T> {
    const url = routeUrl(route.oneLanguage ? { ...route, query: { ...route.query, texts: this.locale } } : route);
    const key = typeof auth === 'string' ? `${auth} ${url}` : `${auth.bearer} ${url}`;
    let pending = this.memo.get(key);
    if (!pending) {
      pending = this.arrivals.follow(route.returns, this.send<T>('GET', url, { auth }));
      this.memo.set(key, pending);
    }
    return pending as Promise<T>;
  }

  /**
   * A GET of public reference data, shared across requests for a short time when a cache is configured. Its routes
   * bring nothing the loaders keep by id (an answer from the cache is not followed).
   */
  getReference<T>(route: Route<T>): Promise<T> {
    // Shared by requests of both languages: read whole, whatever the route says (Route.oneLanguage).
    const whole: Route<T> = route.oneLanguage ? { ...route, oneLanguage: undefined } : route;
    const cache = this.options.referenceCache;
    if (!cache) return this.get<T>(whole);
    // Shared by every request too: read as a visitor (the client key), so no member's answer is ever kept in it.
    return cache.get<T>(routeUrl(whole), () => this.get<T>(whole, 'client'));
  }

  post<T>(route: Route<T>, body: unknown): Promise<T> {
    return this.write<T>('POST', route, { body: { json: body } });
  }

  /** A POST, PATCH or DELETE with any body and credentials; the items it answers replace what the loaders knew. */
  write<T>(method: Exclude<Method, 'GET'>, route: Route<T>, options: WriteOptions = {}): Promise<T> {
    return this.arrivals.follow(route.returns, this.send<T>(method, routeUrl(route), options), true);
  }

  private headersFor(auth: UpstreamAuth): Record<string, string> {
    if (auth === 'member' || (auth === 'identity' && !this.rejection && !this.superseded)) return this.headers;
    const { locale } = this.options.identity;
    if (auth === 'identity') return identityHeaders({ locale }, this.options.clientKey);
    if (auth === 'client') return identityHeaders({ locale }, this.options.clientKey);
    if (auth === 'basic') {
      const client = this.options.oauthClient;
      if (!client) throw new Error('No OAuth2 client credentials configured for a basic-auth call');
      return {
        'accept-language': locale,
        authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      };
    }
    return identityHeaders({ locale, authorization: auth.bearer }, this.options.clientKey);
  }

  private async send<T>(
    method: Method,
    url: string,
    { body, auth = 'identity', source }: WriteOptions = {},
  ): Promise<T> {
    // Only the method and URL are logged: credentials and bodies (passwords, tokens) never are.
    this.calls.push({ method, url: `/${url}` });
    const headers = source ? { ...this.headersFor(auth), source } : this.headersFor(auth);
    try {
      const { fastGet } = this.options;
      if (method === 'GET' && fastGet) {
        const text = await fastGet(url, { ...this.options.forwarded, ...headers });
        return (text === '' ? undefined : JSON.parse(text)) as T;
      }
      // got's HTTP cache (upstream/httpCache.ts) serves visitors' reads only: an answer with a member's token is never
      // stored nor served from it, whatever its headers say.
      const request: OptionsOfTextResponseBody = { method, headers: { ...this.options.forwarded, ...headers } };
      if (method !== 'GET' || headers.authorization !== undefined) request.cache = false;
      if (body && 'json' in body) request.json = body.json;
      else if (body && 'form' in body) request.form = body.form;
      else if (body) request.body = body.multipart;
      const response = await this.options.http(url, request).text();
      return (response === '' ? undefined : JSON.parse(response)) as T;
    } catch (error) {
      if (this.asVisitorInstead(method, auth, headers, error)) return this.send<T>(method, url, { auth });
      throw upstreamError(error, this.options.timeoutMs, this.options.identity.locale);
    }
  }

  /** Whether a GET failed because of the request's bearer token, and so is to be made again as a visitor. */
  private asVisitorInstead(method: Method, auth: UpstreamAuth, sent: Record<string, string>, error: unknown): boolean {
    const withBearer = method === 'GET' && auth === 'identity' && sent === this.headers && this.bearer !== undefined;
    const status =
      error instanceof HTTPError
        ? error.response.statusCode
        : error instanceof UpstreamHttpError
          ? error.statusCode
          : 0;
    if (!withBearer || status !== 401) return false;
    this.rejection ??= upstreamError(error, this.options.timeoutMs, this.options.identity.locale);
    return true;
  }
}

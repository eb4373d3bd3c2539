// The upstream as seen by one GraphQL request: its identity headers, a memo so that identical GETs are made once,
// and a log of the calls made (read by tests, the benchmark and the x-upstream-calls debug header).
import type { Got } from 'got';
import { identityHeaders, type UpstreamIdentity } from './client.ts';
import { upstreamError } from './errors.ts';
import type { ReferenceCache } from './referenceCache.ts';
import { routeUrl, type Route } from './routes.ts';

export interface UpstreamCall {
  method: string;
  url: string;
}

export interface UpstreamSessionOptions {
  http: Got;
  identity: UpstreamIdentity;
  clientKey: string;
  timeoutMs: number;
  referenceCache?: ReferenceCache;
}

export class UpstreamSession {
  readonly calls: UpstreamCall[] = [];
  private readonly memo = new Map<string, Promise<unknown>>();
  private readonly headers: Record<string, string>;

  constructor(private readonly options: UpstreamSessionOptions) {
    this.headers = identityHeaders(options.identity, options.clientKey);
  }

  /** A GET made at most once per request. */
  get<T>(route: Route): Promise<T> {
    const url = routeUrl(route);
    let pending = this.memo.get(url);
    if (!pending) {
      pending = this.send<T>('GET', url);
      this.memo.set(url, pending);
    }
    return pending as Promise<T>;
  }

  /** A GET of public reference data, shared across requests for a short time when a cache is configured. */
  getReference<T>(route: Route): Promise<T> {
    const cache = this.options.referenceCache;
    if (!cache) return this.get<T>(route);
    const url = routeUrl(route);
    return cache.get<T>(url, () => this.get<T>(route));
  }

  post<T>(route: Route, body: unknown): Promise<T> {
    return this.send<T>('POST', routeUrl(route), body);
  }

  private async send<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    this.calls.push({ method, url: `/${url}` });
    try {
      const request = body === undefined ? { method, headers: this.headers } : { method, headers: this.headers, json: body };
      const response = await this.options.http(url, request).text();
      return (response === '' ? undefined : JSON.parse(response)) as T;
    } catch (error) {
      throw upstreamError(error, this.options.timeoutMs);
    }
  }
}

// Upstream GETs on node:http directly: the screens' reads (5 to 16 per screen) without got's per-request machinery
// (option normalisation, hooks, stream wrapping), which cost the gateway about twice the CPU of the call itself
// (docs/performance.md#gateway-cpu). Same behaviour as the got client (upstream/client.ts) for a GET: keep-alive,
// the default headers, a timeout per attempt that cancels the call, retries of network failures and 502-504, the
// metrics. Writes and the optional HTTP cache keep using got.
import http from 'node:http';
import https from 'node:https';
import type { GatewayConfig } from '../config.ts';
import { upstreamRoute, type GatewayMetrics } from '../metrics/metrics.ts';

/** The upstream answered with an error status (what upstreamError reads of it). */
export class UpstreamHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly statusMessage: string,
    readonly body: string,
    readonly headers: http.IncomingHttpHeaders,
  ) {
    super(`Response code ${statusCode} (${statusMessage})`);
  }
}

/** No answer: a network failure (`code`: ECONNREFUSED...), or ETIMEDOUT when the timeout ended the call. */
export class UpstreamNetworkError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `path` relative to the upstream's base URL (`api/v1/...`); resolves to the answer's text. */
export type FastGet = (path: string, headers: Record<string, string>) => Promise<string>;

const RETRY_STATUSES = new Set([502, 503, 504]);
// got's defaults but ETIMEDOUT (upstream/client.ts says why).
const RETRY_CODES = new Set([
  'ECONNRESET',
  'EADDRINUSE',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const RETRIES = 2;
const DEFAULT_HEADERS = { source: 'cms', 'user-agent': 'dalil-gateway' };

export function createFastGet(
  config: Pick<GatewayConfig, 'upstreamUrl' | 'upstreamTimeoutMs'>,
  { metrics }: { metrics?: GatewayMetrics } = {},
): FastGet {
  const base = config.upstreamUrl.endsWith('/') ? config.upstreamUrl : `${config.upstreamUrl}/`;
  const secure = base.startsWith('https:');
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const request = secure ? https.request : http.request;
  const timeoutMs = config.upstreamTimeoutMs;

  const record = (url: string, status: string, ms: number) => {
    if (!metrics) return;
    const route = upstreamRoute(url);
    metrics.upstreamCalls.inc({ method: 'GET', route, status });
    metrics.upstreamSeconds.observe({ method: 'GET', route }, ms / 1000);
  };

  const attempt = (url: string, headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const started = performance.now();
      let settled = false;
      const fail = (error: UpstreamNetworkError | UpstreamHttpError, status: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        record(url, status, performance.now() - started);
        reject(error);
      };
      const call = request(url, { agent, headers: { ...DEFAULT_HEADERS, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error: NodeJS.ErrnoException) =>
          fail(new UpstreamNetworkError(error.code ?? 'ECONNRESET', error.message), error.code ?? 'error'),
        );
        response.on('end', () => {
          if (settled) return;
          const status = response.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString('utf8');
          if (status >= 400) {
            fail(new UpstreamHttpError(status, response.statusMessage ?? '', body, response.headers), String(status));
            return;
          }
          settled = true;
          clearTimeout(timer);
          record(url, String(status), performance.now() - started);
          resolve(body);
        });
      });
      // The call is destroyed on timeout: a slow upstream is not left working for an answer nobody waits for.
      const timer = setTimeout(() => {
        fail(new UpstreamNetworkError('ETIMEDOUT', `Timeout awaiting 'request' for ${timeoutMs}ms`), 'ETIMEDOUT');
        call.destroy();
      }, timeoutMs);
      call.on('error', (error: NodeJS.ErrnoException) =>
        fail(new UpstreamNetworkError(error.code ?? 'ECONNRESET', error.message), error.code ?? 'error'),
      );
      call.end();
    });

  return async (path, headers) => {
    const url = base + path;
    for (let attempts = 0; ; attempts++) {
      try {
        return await attempt(url, headers);
      } catch (error) {
        const again =
          attempts < RETRIES &&
          (error instanceof UpstreamHttpError
            ? RETRY_STATUSES.has(error.statusCode)
            : RETRY_CODES.has((error as UpstreamNetworkError).code));
        if (!again) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * (attempts + 1)));
      }
    }
  };
}

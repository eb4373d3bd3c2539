// Security headers on every response of the gateway (docs/operations.md#security-headers), and the request id and
// caller address that the gateway hands the REST API with each upstream call.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's request id is kept when it looks like one (a load balancer's, a test's); anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  connect: ['https://maps.googleapis.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

type Directives = Record<string, string[]>;

const render = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/**
 * The app's Content-Security-Policy. Scripts: the app's own files only (its HTML has no inline script that runs: the
 * preloaded answer is a JSON data block, which CSP does not apply to). Styles: Fluent UI writes its styles at run time
 * and the served HTML has a first-paint <style> and style attributes, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(config: Pick<GatewayConfig, 'googleMapsApiKey' | 'publicUrl'>): string {
  const maps = config.googleMapsApiKey ? GOOGLE_MAPS : { script: [], img: [], connect: [], style: [], font: [] };
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...maps.script],
    'style-src': ["'self'", "'unsafe-inline'", ...maps.style],
    'img-src': ["'self'", 'data:', 'blob:', ...maps.img],
    'font-src': ["'self'", 'data:', ...maps.font],
    // 'self' covers the same-origin WebSocket of live updates.
    'connect-src': ["'self'", ...maps.connect],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.publicUrl?.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return render(directives);
}

/** GraphiQL (development only) runs inline scripts and loads its code from a CDN. */
const GRAPHIQL_POLICY = render({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
  'style-src': ["'self'", "'unsafe-inline'", 'https://unpkg.com'],
  'img-src': ["'self'", 'data:', 'https://unpkg.com'],
  'font-src': ["'self'", 'data:', 'https://unpkg.com'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});

export interface SecurityHeaders {
  /** Sets the headers of every response, before any handler writes. */
  apply(res: ServerResponse, pathname: string): void;
}

export function createSecurityHeaders(
  config: Pick<GatewayConfig, 'googleMapsApiKey' | 'publicUrl' | 'allowArbitraryOperations'>,
): SecurityHeaders {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Older browsers' frame-ancestors.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
  };
  if (config.publicUrl?.startsWith('https:')) common['strict-transport-security'] = 'max-age=31536000';
  const policy = contentSecurityPolicy(config);
  return {
    apply(res, pathname) {
      for (const [name, value] of Object.entries(common)) res.setHeader(name, value);
      const graphiql = config.allowArbitraryOperations && pathname === '/graphql';
      res.setHeader('content-security-policy', graphiql ? GRAPHIQL_POLICY : policy);
    },
  };
}

/**
 * Gives the request its id (the caller's when well formed, else a new one), answers it in X-Request-Id, and sets what
 * the upstream calls pass on: the id, and the caller's address in X-Forwarded-For (a caller's own X-Forwarded-For is
 * kept only behind a trusted load balancer, TRUST_PROXY=1). Returns the id.
 */
export function identifyRequest(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): string {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  const peer = req.socket.remoteAddress ?? '';
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  req.headers['x-forwarded-for'] = typeof forwarded === 'string' && forwarded ? `${forwarded}, ${peer}` : peer;
  return id;
}

/** The headers an upstream call carries on behalf of the request (from identifyRequest). */
export function forwardedHeaders(headers: Headers): Record<string, string> {
  const forwarded: Record<string, string> = {};
  const id = headers.get(REQUEST_ID_HEADER);
  if (id) forwarded[REQUEST_ID_HEADER] = id;
  const address = headers.get('x-forwarded-for');
  if (address) forwarded['x-forwarded-for'] = address;
  const traceparent = headers.get('traceparent');
  if (traceparent) forwarded.traceparent = traceparent;
  return forwarded;
}

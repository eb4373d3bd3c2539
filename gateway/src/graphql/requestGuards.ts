// Checks made before a GraphQL request is parsed: a CSRF guard and a body size limit.
import type { Plugin } from 'graphql-yoga';

export const CSRF_HEADERS = ['graphql-require-preflight', 'x-graphql-csrf'] as const;

export interface BodyLimits {
  /** Largest JSON request. */
  maxBodyBytes: number;
  /** Largest multipart request (file uploads). */
  maxUploadBytes: number;
}

function errorResponse(status: number, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const tooLarge = (limit: number) => ({ status: 413, message: `The request body is larger than ${limit} bytes.` });

/** Why a request must be refused, or null. Exported for unit tests. */
export function refusal(
  request: Pick<Request, 'method' | 'headers'>,
  limits: BodyLimits,
): { status: number; message: string } | null {
  if (request.method !== 'POST') return null;
  const length = request.headers.get('content-length');
  if (length === null) return { status: 411, message: 'A Content-Length header is required.' };
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  // JSON cannot be sent cross-site without a CORS preflight; multipart can, so it must carry a header that forces one.
  if (type === 'application/json') return Number(length) > limits.maxBodyBytes ? tooLarge(limits.maxBodyBytes) : null;
  if (type === 'multipart/form-data') {
    if (!CSRF_HEADERS.some((header) => request.headers.has(header))) {
      return { status: 403, message: `Multipart requests need a ${CSRF_HEADERS.join(' or ')} header.` };
    }
    return Number(length) > limits.maxUploadBytes ? tooLarge(limits.maxUploadBytes) : null;
  }
  if (Number(length) > limits.maxBodyBytes) return tooLarge(limits.maxBodyBytes);
  return { status: 415, message: 'GraphQL requests must be sent as application/json.' };
}

export function requestGuards(limits: BodyLimits): Plugin {
  return {
    onRequest({ request, url, endResponse }) {
      if (!url.pathname.startsWith('/graphql')) return;
      const refused = refusal(request, limits);
      if (refused) endResponse(errorResponse(refused.status, refused.message));
    },
  };
}

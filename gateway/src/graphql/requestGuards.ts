// Checks made before a GraphQL request is parsed: a CSRF guard and a body size limit.
import type { Plugin } from 'graphql-yoga';

export const CSRF_HEADERS = ['graphql-require-preflight', 'x-graphql-csrf'] as const;

function errorResponse(status: number, message: string): Response {
  return new Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Why a request must be refused, or null. Exported for unit tests. */
export function refusal(request: Pick<Request, 'method' | 'headers'>, maxBodyBytes: number): { status: number; message: string } | null {
  if (request.method !== 'POST') return null;
  const length = request.headers.get('content-length');
  if (length === null) return { status: 411, message: 'A Content-Length header is required.' };
  if (Number(length) > maxBodyBytes) return { status: 413, message: `The request body is larger than ${maxBodyBytes} bytes.` };
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  // JSON cannot be sent cross-site without a CORS preflight; multipart can, so it must carry a header that forces one.
  if (type === 'application/json') return null;
  if (type === 'multipart/form-data') {
    if (CSRF_HEADERS.some((header) => request.headers.has(header))) return null;
    return { status: 403, message: `Multipart requests need a ${CSRF_HEADERS.join(' or ')} header.` };
  }
  return { status: 415, message: 'GraphQL requests must be sent as application/json.' };
}

export function requestGuards(maxBodyBytes: number): Plugin {
  return {
    onRequest({ request, url, endResponse }) {
      if (!url.pathname.startsWith('/graphql')) return;
      const refused = refusal(request, maxBodyBytes);
      if (refused) endResponse(errorResponse(refused.status, refused.message));
    },
  };
}

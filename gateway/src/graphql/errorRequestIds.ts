// The errors a person cannot act on (the REST API failed on the request, or the gateway did: UPSTREAM_ERROR,
// INTERNAL_SERVER_ERROR) carry the request's id, which finds its log lines on both servers (docs/operations.md#request-ids).
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { REQUEST_ID_HEADER } from '../http/security.ts';

const INTERNAL_CODES = new Set(['UPSTREAM_ERROR', 'INTERNAL_SERVER_ERROR']);

interface ResultErrors {
  errors?: readonly { extensions?: Record<string, unknown> }[];
}

export function errorRequestIds(): Plugin {
  return {
    onResultProcess({ request, result }) {
      if (isAsyncIterable(result)) return;
      const requestId = request.headers.get(REQUEST_ID_HEADER);
      if (!requestId) return;
      for (const one of Array.isArray(result) ? result : [result]) {
        for (const error of (one as ResultErrors | null)?.errors ?? []) {
          const extensions = error.extensions;
          if (extensions && INTERNAL_CODES.has(String(extensions.code)) && extensions.requestId === undefined)
            extensions.requestId = requestId;
        }
      }
    },
  };
}

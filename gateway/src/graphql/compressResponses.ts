// Compresses GraphQL answers by the request's Accept-Encoding (br or gzip), as gateway/src/http/compression.ts does
// for pages. Only single JSON results: incremental delivery (multipart/mixed) and event streams must reach the client
// as they are produced, and graphql-ws subscriptions do not pass through Yoga's responses at all.
import type { Plugin } from 'graphql-yoga';
import { compressForRequest, varyOnEncoding } from '../http/compression.ts';

const JSON_RESULT = /^application\/(graphql-response\+)?json\b/i;

export function compressResponses(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      if (!response.body || response.headers.has('content-encoding')) return;
      if (!JSON_RESULT.test(response.headers.get('content-type') ?? '')) return;
      const raw = Buffer.from(await response.arrayBuffer());
      const { body, encoding } = await compressForRequest(request.headers.get('accept-encoding'), raw);
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('vary', varyOnEncoding(headers.get('vary') ?? undefined));
      if (encoding !== 'identity') headers.set('content-encoding', encoding);
      headers.set('content-length', String(body.length));
      setResponse(
        new fetchAPI.Response(new Uint8Array(body), {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      );
    },
  };
}

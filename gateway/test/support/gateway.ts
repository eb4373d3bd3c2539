// Runs the gateway in-process on a free port and sends it real HTTP requests.
import { inject } from 'vitest';
import { loadConfig, type GatewayConfig } from '../../src/config.ts';
import { createGateway, type Gateway } from '../../src/server.ts';

/**
 * A GraphQL object as the tests read it: each test's query picks the fields and its assertions check them, so the
 * fields are not typed twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the query, not a type, gives the shape
export type Fields = Record<string, any>;

/** An edge of a connection, its node read as `Fields` unless a test says more. */
export interface Edge<Node = Fields> {
  node: Node;
  cursor?: string;
}

export interface GraphQLResponse<Data = Fields> {
  status: number;
  body: {
    data?: Data | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
  };
  /** Upstream calls of the request ("GET /api/v1/..."), from the x-upstream-calls debug header. */
  calls: string[];
  headers: Headers;
}

export interface TestGateway {
  url: string;
  gateway: Gateway;
  graphql<Data = Fields>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<Data>>;
  /** A POST of any JSON body (a persisted operation's `{ documentId, variables }`, or something malformed). */
  post<Data = Fields>(body: unknown, headers?: Record<string, string>): Promise<GraphQLResponse<Data>>;
  /**
   * A GraphQL multipart request (file uploads): `files` maps a variable path (`input.image`) to its file. The operation
   * is a document's text or a persisted one's `{ documentId }`.
   */
  upload<Data = Fields>(
    query: string | { documentId: string },
    variables: Record<string, unknown>,
    files: Record<string, File>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<Data>>;
  close(): Promise<void>;
}

async function readResponse<Data>(response: Response): Promise<GraphQLResponse<Data>> {
  const calls = JSON.parse(response.headers.get('x-upstream-calls') ?? '[]') as string[];
  return { status: response.status, body: await response.json(), calls, headers: response.headers };
}

export async function startGateway(overrides: Partial<GatewayConfig> = {}): Promise<TestGateway> {
  const config: GatewayConfig = {
    ...loadConfig({}),
    upstreamUrl: inject('restApiUrl'),
    port: 0,
    logLevel: 'silent',
    debugUpstreamCalls: true,
    // Every request reads reference data itself, so call logs do not depend on earlier tests.
    referenceCacheTtlMs: 0,
    // Likewise every query runs (test/integration/responseCache.test.ts turns the response cache on).
    responseCacheTtlMs: 0,
    // The tests give a page renderer when they want one, whatever `npm run build` left in client/dist-server.
    pageRenderer: '/nonexistent/renderPage.js',
    ...overrides,
  };
  const gateway = createGateway(config);
  const url = await gateway.listen(0, '127.0.0.1');
  const post = async <Data = Fields>(body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return readResponse<Data>(response);
  };
  return {
    url,
    gateway,
    graphql: (query, variables, headers = {}) => post({ query, variables }, headers),
    post,
    async upload(query, variables, files, headers = { 'graphql-require-preflight': '1' }) {
      const form = new FormData();
      const paths = Object.keys(files);
      const operation = typeof query === 'string' ? { query } : query;
      form.append('operations', JSON.stringify({ ...operation, variables }));
      form.append(
        'map',
        JSON.stringify(Object.fromEntries(paths.map((path, index) => [String(index), [`variables.${path}`]]))),
      );
      paths.forEach((path, index) => form.append(String(index), files[path]));
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { accept: 'application/graphql-response+json, application/json', ...headers },
        body: form,
      });
      return readResponse(response);
    },
    close: () => gateway.close(),
  };
}

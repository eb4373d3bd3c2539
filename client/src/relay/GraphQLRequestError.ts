/** Codes of the gateway's GraphQL errors (extensions.code), plus the client's own for transport failures. */
export type ErrorCode =
  | 'NOT_FOUND'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_ERROR'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'NETWORK_ERROR'
  | 'BAD_RESPONSE'
  | (string & {});

/** A failed GraphQL request: screens read `code` to tell a missing item from an unreachable service. */
export class GraphQLRequestError extends Error {
  readonly code: ErrorCode;
  readonly status: number | null;
  /** The request's id when the server failed on it (UPSTREAM_ERROR, INTERNAL_SERVER_ERROR): what support asks for. */
  readonly requestId: string | null;

  constructor(message: string, code: ErrorCode, status: number | null = null, requestId: string | null = null) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.status = status;
    this.requestId = requestId;
  }
}

export function isGraphQLRequestError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError;
}

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; requestId?: unknown };
}

/** The error of a GraphQL response body, or null when it has none. The first error decides the code. */
export function errorFromResponse(body: unknown, status: number): GraphQLRequestError | null {
  const errors = (body as { errors?: GraphQLErrorShape[] } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0] ?? {};
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'BAD_RESPONSE';
    const message = typeof first.message === 'string' ? first.message : 'GraphQL error';
    const requestId = typeof first.extensions?.requestId === 'string' ? first.extensions.requestId : null;
    return new GraphQLRequestError(message, code, status, requestId);
  }
  if (status < 200 || status > 299)
    return new GraphQLRequestError(`HTTP ${status}`, status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'BAD_RESPONSE', status);
  return null;
}

import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './GraphQLRequestError.ts';
import { requestHeaders } from './environment.ts';

describe('GraphQL errors', () => {
  it('takes the code of the first error', () => {
    const error = errorFromResponse(
      { data: { event: null }, errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }] },
      200,
    );
    expect(error?.code).toBe('NOT_FOUND');
    expect(error?.message).toBe('Not found.');
  });

  it('keeps the request id of a server failure', () => {
    const error = errorFromResponse(
      { errors: [{ message: 'Internal server error.', extensions: { code: 'UPSTREAM_ERROR', requestId: 'req-1' } }] },
      200,
    );
    expect(error).toMatchObject({ code: 'UPSTREAM_ERROR', requestId: 'req-1' });
    expect(errorFromResponse({ errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] }, 200)?.requestId).toBe(
      null,
    );
  });

  it('treats a failed HTTP status without errors as unavailable', () => {
    expect(errorFromResponse({}, 502)?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errorFromResponse({ data: {} }, 200)).toBeNull();
  });
});

describe('request headers', () => {
  it('carries the language and the CSRF header, never the city (a variable of the route queries)', () => {
    const headers = requestHeaders({ locale: 'ar' });
    expect(headers).toMatchObject({ 'Accept-Language': 'ar', 'x-graphql-csrf': '1' });
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('x-dalil-city');
  });
});

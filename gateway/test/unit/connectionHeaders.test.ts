import { expect, it } from 'vitest';
import { connectionHeaders } from '../../src/subscriptions/websocket.ts';

it('reads the bearer token and language of a graphql-ws connection_init payload as request headers, never a city', () => {
  const headers = connectionHeaders({ authorization: 'Bearer abc123', acceptLanguage: 'ar-SA', city: 2 });
  // The city is an operation's argument: a `city` param is not turned into a header.
  expect([...headers.entries()].sort()).toEqual([['accept-language', 'ar-SA'], ['authorization', 'Bearer abc123']]);
  expect(connectionHeaders({ locale: 'ar' }).get('accept-language')).toBe('ar');
  expect([...connectionHeaders(undefined).entries()]).toEqual([]);
  // Anything but non-empty text is ignored, never turned into a header.
  expect([...connectionHeaders({ authorization: { token: 'x' }, acceptLanguage: '  ', city: null }).entries()]).toEqual([]);
});

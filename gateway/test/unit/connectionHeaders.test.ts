import { expect, it } from 'vitest';
import { connectionHeaders } from '../../src/subscriptions/websocket.ts';
import { localeFromAcceptLanguage } from '../../src/viewer/locale.ts';

it('reads the bearer token and language of a graphql-ws connection_init payload as request headers, never a city', () => {
  const headers = connectionHeaders({ authorization: 'Bearer abc123', acceptLanguage: 'ar-SA', city: 2 });
  // The city is an operation's argument: a `city` param is not turned into a header.
  expect([...headers.entries()].sort()).toEqual([
    ['accept-language', 'ar-SA'],
    ['authorization', 'Bearer abc123'],
  ]);
  expect(connectionHeaders({ locale: 'ar' }).get('accept-language')).toBe('ar');
  expect([...connectionHeaders(undefined).entries()]).toEqual([]);
  // Anything but non-empty text is ignored, never turned into a header.
  expect([...connectionHeaders({ authorization: { token: 'x' }, acceptLanguage: '  ', city: null }).entries()]).toEqual(
    [],
  );
});

it("gives the socket's language to the one parser of HTTP's Accept-Language", () => {
  const localeOf = (params: Record<string, unknown>) =>
    localeFromAcceptLanguage(connectionHeaders(params).get('accept-language'));
  expect(localeOf({ acceptLanguage: 'en;q=0.3, ar-SA' })).toBe('ar');
  expect(localeOf({ locale: 'ar' })).toBe('ar');
  expect(localeOf({ acceptLanguage: 'fr, ar;q=0.5' })).toBe('en');
});

// Members made through the API, for tests that start from an existing account.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from './app.ts';

export const TOKEN_KEY = 'dalil.token';
export const PASSWORD = 'Journey2026';

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

export type ApiToken = Record<string, unknown> & {
  accessToken: string;
  expiresIn: number | string;
  refreshToken: string;
};

/** Creates a member through the API; they prefer the language the request is made in. */
export async function signUpByApi(
  request: APIRequestContext,
  email: string,
  locale: Locale = 'en',
  name = { firstName: 'Rana', lastName: 'Test' },
): Promise<ApiToken> {
  const response = await request.post('/graphql', {
    headers: { 'x-graphql-csrf': '1', 'content-type': 'application/json', 'accept-language': locale },
    data: {
      query: `mutation ($input: SignUpInput!) { signUp(input: $input) { token { accessToken tokenType expiresIn refreshToken scope createdAt } userErrors { field message } } }`,
      variables: { input: { ...name, email, password: PASSWORD } },
    },
  });
  const body = (await response.json()) as { data: { signUp: { token: ApiToken | null; userErrors: unknown[] } } };
  expect(body.data.signUp.userErrors).toEqual([]);
  return body.data.signUp.token!;
}

/** Signs the page's browser in with a token from the API (kept like "remember me" does), without the sign-in screen. */
export async function signInWithToken(page: Page, token: ApiToken) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_KEY,
    JSON.stringify(token),
  ] as const);
}

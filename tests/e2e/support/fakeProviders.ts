// A local stand-in for Facebook's and Apple's servers (they cannot be reached here), run by Playwright beside the
// product instance configured for both:
// - Facebook: the OAuth login dialog (which account continues, or cancel) and the Graph API calls the REST API makes
//   (debug_token, /me, /me/friends);
// - Apple: the authorization page, which posts its answer as a form to the gateway (response_mode=form_post) with an
//   id_token signed by a key made at start, and the keys the REST API checks that signature with.
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import {
  APPLE_CLIENT_ID,
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  appleAccounts,
  facebookAccounts,
  type FacebookAccountId,
} from './socialProviders.ts';

const APPLE_KEY_ID = 'e2e-apple-key';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const facebookAccountOf = (token: string | null) => {
  const id = token?.replace(/^token-/, '') ?? '';
  return id in facebookAccounts ? { id, ...facebookAccounts[id as FacebookAccountId] } : null;
};

function facebookDialog(url: URL): string {
  const back = url.searchParams.get('redirect_uri') ?? '';
  const state = url.searchParams.get('state') ?? '';
  const answer = (fragment: Record<string, string>) => `${back}#${new URLSearchParams({ ...fragment, state })}`;
  const links = Object.entries(facebookAccounts).map(
    ([id, account]) =>
      `<li><a href="${escape(answer({ access_token: `token-${id}`, expires_in: '3600' }))}">Continue as ${escape(`${account.first_name} ${account.last_name}`)}</a></li>`,
  );
  return page(
    'Log in with Facebook',
    `<p>App ${escape(url.searchParams.get('client_id') ?? '')} asks for: ${escape(url.searchParams.get('scope') ?? '')}</p>
<ul>${links.join('')}</ul><a href="${escape(answer({ error: 'access_denied', error_reason: 'user_denied' }))}">Cancel</a>`,
  );
}

function appleIdToken(sub: string, email: string, audience: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'RS256', kid: APPLE_KEY_ID })}.${part({ iss: 'https://appleid.apple.com', aud: audience, exp: now + 600, iat: now, sub, email, email_verified: 'true' })}`;
  return `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(privateKey).toString('base64url')}`;
}

function applePage(url: URL): string {
  const back = url.searchParams.get('redirect_uri') ?? '';
  const state = url.searchParams.get('state') ?? '';
  const audience = url.searchParams.get('client_id') ?? '';
  const form = (fields: Record<string, string>, label: string) =>
    `<form method="post" action="${escape(back)}">${Object.entries({ ...fields, state })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
      .join('')}<button type="submit">${escape(label)}</button></form>`;
  const accounts = Object.entries(appleAccounts).map(([id, { firstName, lastName, email }]) =>
    form(
      {
        code: `code-${id}`,
        id_token: appleIdToken(id, email, audience),
        user: JSON.stringify({ name: { firstName, lastName }, email }),
      },
      `Continue as ${firstName} ${lastName}`,
    ),
  );
  return page(
    'Sign in with Apple',
    `<p>${escape(audience)} asks for: ${escape(url.searchParams.get('scope') ?? '')}, answered by ${escape(url.searchParams.get('response_mode') ?? '')}</p>
${accounts.join('')}${form({ error: 'user_cancelled_authorize' }, 'Cancel')}`,
  );
}

const port = Number(process.env.FAKE_PROVIDERS_PORT ?? 4314);
createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const json = (body: unknown, status = 200) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const html = (body: string) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  const token = url.searchParams.get('access_token');
  switch (url.pathname) {
    case '/health':
      return json({ ok: true });
    case '/facebook/dialog/oauth':
      return html(facebookDialog(url));
    case '/facebook/debug_token': {
      const account = facebookAccountOf(url.searchParams.get('input_token'));
      if (token !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) return json({ error: { message: 'bad app' } }, 400);
      return json({
        data: account ? { is_valid: true, app_id: FACEBOOK_APP_ID, user_id: account.id } : { is_valid: false },
      });
    }
    case '/facebook/me': {
      const account = facebookAccountOf(token);
      if (!account) return json({ error: { message: 'Invalid OAuth access token.' } }, 400);
      const { id, first_name, last_name, email } = account;
      return json({ id, first_name, last_name, email });
    }
    case '/facebook/me/friends': {
      const account = facebookAccountOf(token);
      if (!account) return json({ error: { message: 'Invalid OAuth access token.' } }, 400);
      return json({ data: account.friends.map((id) => ({ id })), paging: {} });
    }
    case '/apple/auth/authorize':
      if (url.searchParams.get('client_id') !== APPLE_CLIENT_ID) return json({ error: 'invalid_client' }, 400);
      return html(applePage(url));
    case '/apple/auth/keys':
      return json({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: APPLE_KEY_ID, alg: 'RS256', use: 'sig' }] });
    default:
      return json({ error: { message: 'unknown path' } }, 404);
  }
}).listen(port, '127.0.0.1');

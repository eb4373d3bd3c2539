// A local stand-in for Facebook's servers (they cannot be reached here), run by Playwright beside the product instance
// that has a Facebook app configured: the OAuth login dialog (a page asking which account continues, or cancel) and the
// Graph API calls the REST API makes (debug_token, /me, /me/friends).
import { createServer } from 'node:http';
import {
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  facebookAccounts,
  type FacebookAccountId as AccountId,
} from './facebookApp.ts';

const accountOf = (token: string | null) => {
  const id = token?.replace(/^token-/, '') ?? '';
  return id in facebookAccounts ? { id: id as AccountId, ...facebookAccounts[id as AccountId] } : null;
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function dialog(url: URL): string {
  const back = url.searchParams.get('redirect_uri') ?? '';
  const state = url.searchParams.get('state') ?? '';
  const answer = (fragment: Record<string, string>) =>
    `${back}#${new URLSearchParams({ ...fragment, state }).toString()}`;
  const links = Object.entries(facebookAccounts).map(
    ([id, account]) =>
      `<li><a href="${escape(answer({ access_token: `token-${id}`, expires_in: '3600' }))}">Continue as ${escape(`${account.first_name} ${account.last_name}`)}</a></li>`,
  );
  return `<!doctype html><html lang="en"><head><title>Log in with Facebook</title></head><body><main>
<h1>Log in with Facebook</h1><p>App ${escape(url.searchParams.get('client_id') ?? '')} asks for: ${escape(url.searchParams.get('scope') ?? '')}</p>
<ul>${links.join('')}</ul>
<a href="${escape(answer({ error: 'access_denied', error_reason: 'user_denied' }))}">Cancel</a>
</main></body></html>`;
}

const port = Number(process.env.FAKE_FACEBOOK_PORT ?? 4314);
createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const json = (body: unknown, status = 200) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const token = url.searchParams.get('access_token');
  switch (url.pathname) {
    case '/health':
      return json({ ok: true });
    case '/dialog/oauth':
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(dialog(url));
    case '/debug_token': {
      const account = accountOf(url.searchParams.get('input_token'));
      if (token !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) return json({ error: { message: 'bad app' } }, 400);
      return json({
        data: account ? { is_valid: true, app_id: FACEBOOK_APP_ID, user_id: account.id } : { is_valid: false },
      });
    }
    case '/me': {
      const account = accountOf(token);
      if (!account) return json({ error: { message: 'Invalid OAuth access token.' } }, 400);
      const { id, first_name, last_name, email } = account;
      return json({ id, first_name, last_name, email });
    }
    case '/me/friends': {
      const account = accountOf(token);
      if (!account) return json({ error: { message: 'Invalid OAuth access token.' } }, 400);
      return json({ data: account.friends.map((id) => ({ id })), paging: {} });
    }
    default:
      return json({ error: { message: 'unknown path' } }, 404);
  }
}).listen(port, '127.0.0.1');

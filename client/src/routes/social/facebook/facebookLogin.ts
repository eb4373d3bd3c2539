// Facebook's login for the web without its SDK (the "manual login flow"): the browser goes to Facebook's OAuth dialog
// and comes back to the profile's Facebook tab with the user access token in the URL fragment. A random state, kept
// in session storage, ties the answer to the request this tab made.

const STATE_KEY = 'dalil.facebookState';

/**
 * The dialog's address for this app, coming back to `redirectUri`; remembers the state it sends. Connecting asks for
 * the friends list; signing in for the e-mail address.
 */
export function facebookDialogUrl(
  loginUrl: string,
  appId: string,
  redirectUri: string,
  storage: Storage,
  scope: 'user_friends' | 'email' = 'user_friends',
): string {
  const state = crypto.randomUUID();
  storage.setItem(STATE_KEY, state);
  const url = new URL(loginUrl);
  url.searchParams.set('client_id', appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', scope);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * What Facebook's answer in the URL fragment means: a token (with the state this tab sent), a refusal, or nothing
 * (no answer in this fragment). Reads only: the caller spends the state (forgetFacebookState) once it acts.
 */
export function facebookAnswer(hash: string, storage: Storage): { token: string } | 'refused' | null {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  // Apple's answers come back marked (members/memberPage/appleLogin.ts).
  if (answer.has('apple') || (!answer.has('access_token') && !answer.has('error'))) return null;
  const expected = storage.getItem(STATE_KEY);
  const token = answer.get('access_token');
  if (!token || !expected || answer.get('state') !== expected) return 'refused';
  return { token };
}

/** Spends the state: an answer carrying it is not accepted twice. */
export const forgetFacebookState = (storage: Storage) => storage.removeItem(STATE_KEY);

// Sign in with Apple without Apple's script: the browser goes to Apple's authorization page, which posts its answer
// to the gateway (/auth/apple/callback); the gateway sends the browser back to the sign-in page with the answer in the
// URL fragment, marked `apple`. A random state, kept in session storage, ties the answer to the request this tab made;
// its suffix (`~ar`) tells the gateway which language's sign-in page to come back to.
import type { Locale } from '../../../i18n/locale.ts';

const STATE_KEY = 'dalil.appleState';
export const APPLE_CALLBACK_PATH = '/auth/apple/callback';

export interface AppleAnswer {
  idToken: string;
  code: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** Apple's authorization page for this Services ID, asking for the name and e-mail; remembers the state it sends. */
export function appleAuthorizeUrl(
  loginUrl: string,
  clientId: string,
  origin: string,
  locale: Locale,
  storage: Storage,
): string {
  const state = `${crypto.randomUUID()}~${locale}`;
  storage.setItem(STATE_KEY, state);
  const url = new URL(loginUrl);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', `${origin}${APPLE_CALLBACK_PATH}`);
  url.searchParams.set('response_type', 'code id_token');
  url.searchParams.set('response_mode', 'form_post');
  url.searchParams.set('scope', 'name email');
  url.searchParams.set('state', state);
  return url.toString();
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The name and e-mail Apple sends once, the first time a person signs in to the app (a JSON `user` field). */
function userOf(user: string | null): Pick<AppleAnswer, 'firstName' | 'lastName' | 'email'> {
  try {
    const parsed = JSON.parse(user ?? '{}') as { name?: { firstName?: unknown; lastName?: unknown }; email?: unknown };
    return {
      firstName: text(parsed.name?.firstName),
      lastName: text(parsed.name?.lastName),
      email: text(parsed.email),
    };
  } catch {
    return { firstName: null, lastName: null, email: null };
  }
}

/**
 * What Apple's answer in the URL fragment means: its tokens (with the state this tab sent), a refusal or a cancel,
 * or nothing (no Apple answer in this fragment). Reads only: the caller spends the state (forgetAppleState).
 */
export function appleAnswer(hash: string, storage: Storage): AppleAnswer | 'refused' | null {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  if (!answer.has('apple')) return null;
  const expected = storage.getItem(STATE_KEY);
  const idToken = answer.get('id_token');
  if (answer.has('error') || !idToken || !expected || answer.get('state') !== expected) return 'refused';
  return { idToken, code: answer.get('code') ?? '', ...userOf(answer.get('user')) };
}

export const forgetAppleState = (storage: Storage) => storage.removeItem(STATE_KEY);

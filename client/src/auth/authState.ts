import { GraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { authorizationHeader, isAuthenticated, needsRefresh, refreshDelayMs, type AuthToken } from './authToken.ts';
import { writePersistedMe, type PersistedMe } from './persistedMe.ts';
import { requestRefresh } from './refreshSession.ts';
import { browserTokenStorages, clearToken, placeFor, readToken, TOKEN_KEY, writeToken, type StoredToken } from './tokenStorage.ts';

/**
 * The member's session in this tab: the stored token, its refresh before expiry, and `me` persisted under root.
 * Listeners hear identity changes only (signed in, signed out, session ended), not refreshes: a refresh keeps the
 * same member, so the screens keep their data.
 */
const storages = browserTokenStorages();
let stored: StoredToken | null = readToken(storages);
let refreshing: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function schedule() {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!stored || typeof window === 'undefined') return;
  // Browsers cap timeouts at about 24.8 days; a longer wait simply re-checks then.
  const delay = Math.min(refreshDelayMs(stored.token), 2 ** 31 - 1);
  timer = setTimeout(() => void refresh().catch(() => undefined), delay);
}

export function subscribeToAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether there is a member session to use: a token that is valid, or expired but still refreshable. */
export function hasMemberSession(): boolean {
  return stored != null;
}

export function rememberMe(me: PersistedMe): void {
  writePersistedMe(storages.local, me);
}

/** A new token from sign in or sign up; "remember me" decides where it is kept. */
export function startSession(token: AuthToken, remember: boolean, me: PersistedMe | null): void {
  const place = placeFor(remember);
  writeToken(storages, token, place);
  stored = { token, place };
  writePersistedMe(storages.local, me);
  // Another tab that refreshed, signed in or signed out changed the shared local storage: follow it, so this tab does
// not spend a refresh token that was already used.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const before = stored;
    stored = readToken(storages);
    schedule();
    if ((before == null) !== (stored == null)) notify();
  });
}

schedule();
  notify();
}

/** Forgets the token and `me` (spec section 4: logout destroys the stored token and resets the user). */
export function endSession(): void {
  const had = stored != null;
  clearToken(storages);
  writePersistedMe(storages.local, null);
  stored = null;
  // Another tab that refreshed, signed in or signed out changed the shared local storage: follow it, so this tab does
// not spend a refresh token that was already used.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const before = stored;
    stored = readToken(storages);
    schedule();
    if ((before == null) !== (stored == null)) notify();
  });
}

schedule();
  if (had) notify();
}

async function refresh(): Promise<void> {
  const current = stored;
  if (!current) return;
  refreshing ??= (async () => {
    const outcome = await requestRefresh(current.token.refreshToken);
    if (stored !== current) return;
    if (outcome.kind === 'refreshed') {
      writeToken(storages, outcome.token, current.place);
      stored = { token: outcome.token, place: current.place };
      // Another tab that refreshed, signed in or signed out changed the shared local storage: follow it, so this tab does
// not spend a refresh token that was already used.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const before = stored;
    stored = readToken(storages);
    schedule();
    if ((before == null) !== (stored == null)) notify();
  });
}

schedule();
    } else if (outcome.kind === 'refused') {
      endSession();
    }
    // Unreachable: keep the token; it still works until it expires, and the next request tries again.
  })().finally(() => {
    refreshing = null;
  });
  await refreshing;
}

/**
 * The Authorization header for the next request: null for a visitor; the token refreshed first when it is due.
 * A session that can no longer be used ends here and the request fails as UNAUTHENTICATED, so the screen asks the
 * person to sign in again instead of quietly showing them the visitor's view.
 */
export async function authorizationForRequest(): Promise<string | null> {
  if (!stored) return null;
  if (needsRefresh(stored.token)) await refresh();
  if (stored && isAuthenticated(stored.token)) return authorizationHeader(stored.token);
  if (stored) throw new GraphQLRequestError('The session could not be refreshed', 'NETWORK_ERROR');
  throw new GraphQLRequestError('Your session has ended', 'UNAUTHENTICATED', 401);
}

/** The server refused the token the request carried. */
export function tokenRejected(): void {
  endSession();
}

// Another tab that refreshed, signed in or signed out changed the shared local storage: follow it, so this tab does
// not spend a refresh token that was already used.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const before = stored;
    stored = readToken(storages);
    schedule();
    if ((before == null) !== (stored == null)) notify();
  });
}

schedule();

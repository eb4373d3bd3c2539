import { GraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import {
  authorizationHeader,
  isAuthenticated,
  needsRefresh,
  nowInSeconds,
  refreshDelayMs,
  type AuthToken,
} from './authToken.ts';
import { writePersistedMe, type PersistedMe } from './persistedMe.ts';
import type { RefreshOutcome } from './refreshSession.ts';
import {
  browserTokenStorages,
  clearToken,
  placeFor,
  readToken,
  TOKEN_KEY,
  writeToken,
  type StoredToken,
  type TokenStorages,
} from './tokenStorage.ts';

export interface AuthStateOptions {
  storages: TokenStorages;
  refresh: (refreshToken: string) => Promise<RefreshOutcome>;
  now?: () => number;
  /** Runs `task` after `ms`; returns a cancel function. Absent: no timed refresh (tests, no window). */
  timer?: (task: () => void, ms: number) => () => void;
}

/**
 * The member's session in one tab: the stored token, its refresh before expiry, and `me` persisted under root.
 * Listeners hear identity changes only (signed in, signed out, session ended), not refreshes: a refresh keeps the
 * same member, so the screens keep their data.
 */
export function createAuthState({ storages, refresh: requestNewToken, now = nowInSeconds, timer }: AuthStateOptions) {
  let stored: StoredToken | null = readToken(storages);
  let refreshing: Promise<void> | null = null;
  let cancelTimer: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of listeners) listener();
  };

  function schedule() {
    cancelTimer?.();
    cancelTimer = null;
    // Browsers cap timeouts at about 24.8 days; a longer wait simply re-checks then.
    if (stored && timer)
      cancelTimer = timer(() => void refresh(), Math.min(refreshDelayMs(stored.token, now()), 2 ** 31 - 1));
  }

  /** Forgets the token and `me`: signing out leaves neither behind (docs/members.md#signing-out). */
  function endSession(): void {
    const had = stored != null;
    clearToken(storages);
    writePersistedMe(storages.local, null);
    stored = null;
    schedule();
    if (had) notify();
  }

  async function refresh(): Promise<void> {
    const current = stored;
    if (!current) return;
    refreshing ??= (async () => {
      const outcome = await requestNewToken(current.token.refreshToken);
      if (stored !== current) return;
      if (outcome.kind === 'refreshed') {
        writeToken(storages, outcome.token, current.place);
        stored = { token: outcome.token, place: current.place };
        schedule();
      } else if (outcome.kind === 'refused') {
        endSession();
      }
      // Unreachable: keep the token; it works until it expires, and the next request tries again.
    })().finally(() => {
      refreshing = null;
    });
    await refreshing;
  }

  schedule();

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Whether there is a member session to use: a token that is valid, or expired but perhaps refreshable. */
    hasMemberSession: () => stored != null,

    rememberMe(me: PersistedMe): void {
      writePersistedMe(storages.local, me);
    },

    /** A new token from sign in or sign up; "remember me" decides where it is kept. */
    startSession(token: AuthToken, remember: boolean, me: PersistedMe | null): void {
      const place = placeFor(remember);
      writeToken(storages, token, place);
      stored = { token, place };
      writePersistedMe(storages.local, me);
      schedule();
      notify();
    },

    endSession,

    /**
     * The Authorization header for the next request: null for a visitor; the token refreshed first when it is due.
     * A session that can no longer be used ends here and the request fails as UNAUTHENTICATED, so the screen asks the
     * person to sign in again instead of quietly showing them the visitor's view.
     */
    async authorizationForRequest(): Promise<string | null> {
      if (!stored) return null;
      if (needsRefresh(stored.token, now())) await refresh();
      if (stored && isAuthenticated(stored.token, now())) return authorizationHeader(stored.token);
      if (stored) throw new GraphQLRequestError('The session could not be refreshed', 'NETWORK_ERROR');
      throw new GraphQLRequestError('Your session has ended', 'UNAUTHENTICATED', 401);
    },

    /** Another tab changed the shared storage (refreshed, signed in or out): follow it instead of reusing a spent token. */
    reload(): void {
      const before = stored;
      stored = readToken(storages);
      schedule();
      if ((before == null) !== (stored == null)) notify();
    },
  };
}

export type AuthState = ReturnType<typeof createAuthState>;

const inBrowser = typeof window !== 'undefined';

/** This tab's session. */
export const auth: AuthState = createAuthState({
  storages: browserTokenStorages(),
  // Loaded when a token first needs refreshing: most first loads never do.
  refresh: async (refreshToken) => (await import('./refreshSession.ts')).requestRefresh(refreshToken),
  timer: inBrowser
    ? (task, ms) => {
        const id = setTimeout(task, ms);
        return () => clearTimeout(id);
      }
    : undefined,
});

if (inBrowser) {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) auth.reload();
  });
}

export const subscribeToAuth = auth.subscribe;
export const hasMemberSession = auth.hasMemberSession;
export const rememberMe = auth.rememberMe;
export const startSession = auth.startSession;
export const endSession = auth.endSession;
export const authorizationForRequest = auth.authorizationForRequest;
/** The server refused the token a request carried. */
export const tokenRejected = (): void => auth.endSession();

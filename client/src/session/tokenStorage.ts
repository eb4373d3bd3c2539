import { parseToken, type AuthToken } from './authToken.ts';

export const TOKEN_KEY = 'dalil.token';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The two places a token can live: the tab's session storage and the browser's local storage. */
export interface TokenStorages {
  session: KeyValueStorage | null;
  local: KeyValueStorage | null;
}

export type TokenPlace = keyof TokenStorages;

export interface StoredToken {
  token: AuthToken;
  place: TokenPlace;
}

function readFrom(storage: KeyValueStorage | null): AuthToken | null {
  try {
    const raw = storage?.getItem(TOKEN_KEY);
    return raw ? parseToken(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Session storage's token if there is one, else local storage's (docs/members.md#what-the-browser-keeps). */
export function readToken(storages: TokenStorages): StoredToken | null {
  const inSession = readFrom(storages.session);
  if (inSession) return { token: inSession, place: 'session' };
  const inLocal = readFrom(storages.local);
  return inLocal ? { token: inLocal, place: 'local' } : null;
}

/** "Remember me" keeps a new token across browser restarts (local storage); otherwise it lasts as long as the tab. */
export const placeFor = (remember: boolean): TokenPlace => (remember ? 'local' : 'session');

/**
 * Saves the token in its place and removes any other copy, so reading finds exactly this one. A full or blocked
 * storage reports failure (docs/members.md#what-the-browser-keeps).
 */
export function writeToken(storages: TokenStorages, token: AuthToken, place: TokenPlace): boolean {
  const other: TokenPlace = place === 'local' ? 'session' : 'local';
  try {
    storages[other]?.removeItem(TOKEN_KEY);
    const target = storages[place];
    if (!target) return false;
    target.setItem(TOKEN_KEY, JSON.stringify(token));
    return true;
  } catch (error) {
    console.warn('Could not save the session token', error);
    return false;
  }
}

export function clearToken(storages: TokenStorages): void {
  for (const storage of [storages.session, storages.local]) {
    try {
      storage?.removeItem(TOKEN_KEY);
    } catch {
      // A blocked storage holds no token to remove.
    }
  }
}

/** The browser's storages, each null where unavailable (private modes, tests). */
export function browserTokenStorages(): TokenStorages {
  const pick = (name: 'sessionStorage' | 'localStorage') => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  return { session: pick('sessionStorage'), local: pick('localStorage') };
}

import { describe, expect, it } from 'vitest';
import type { AuthToken } from './authToken.ts';
import { clearToken, placeFor, readToken, TOKEN_KEY, writeToken, type TokenStorages } from './tokenStorage.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const token = (accessToken: string): AuthToken => ({
  accessToken,
  tokenType: 'Bearer',
  expiresIn: 3600,
  refreshToken: `r-${accessToken}`,
  scope: '',
  createdAt: 100,
});

describe('token storage (docs/members.md#what-the-browser-keeps)', () => {
  it('prefers the token in session storage over the one in local storage', () => {
    const storages = {
      session: memoryStorage({ [TOKEN_KEY]: JSON.stringify(token('tab')) }),
      local: memoryStorage({ [TOKEN_KEY]: JSON.stringify(token('kept')) }),
    };
    expect(readToken(storages)).toEqual({ token: token('tab'), place: 'session' });
  });

  it('falls back to local storage, and to nothing', () => {
    expect(
      readToken({ session: memoryStorage(), local: memoryStorage({ [TOKEN_KEY]: JSON.stringify(token('kept')) }) })
        ?.place,
    ).toBe('local');
    expect(readToken({ session: memoryStorage(), local: memoryStorage() })).toBeNull();
    expect(readToken({ session: null, local: null })).toBeNull();
  });

  it('ignores a malformed token in session storage and uses the local one', () => {
    const storages = {
      session: memoryStorage({ [TOKEN_KEY]: 'garbage' }),
      local: memoryStorage({ [TOKEN_KEY]: JSON.stringify(token('kept')) }),
    };
    expect(readToken(storages)?.token.accessToken).toBe('kept');
  });

  it('"remember me" puts a new token in local storage, otherwise in session storage, and removes the other copy', () => {
    expect(placeFor(true)).toBe('local');
    expect(placeFor(false)).toBe('session');
    const storages = { session: memoryStorage({ [TOKEN_KEY]: JSON.stringify(token('old')) }), local: memoryStorage() };
    expect(writeToken(storages, token('new'), placeFor(true))).toBe(true);
    expect(storages.session.data.has(TOKEN_KEY)).toBe(false);
    expect(readToken(storages)).toEqual({ token: token('new'), place: 'local' });
  });

  it('reports failure when the storage is full', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const storages: TokenStorages = { session: full, local: memoryStorage() };
    expect(writeToken(storages, token('a'), 'session')).toBe(false);
  });

  it('clear removes the token from both storages', () => {
    const storages = {
      session: memoryStorage({ [TOKEN_KEY]: JSON.stringify(token('a')) }),
      local: memoryStorage({ [TOKEN_KEY]: JSON.stringify(token('b')) }),
    };
    clearToken(storages);
    expect(readToken(storages)).toBeNull();
  });
});

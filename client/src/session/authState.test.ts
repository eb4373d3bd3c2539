import { describe, expect, it, vi } from 'vitest';
import type { AuthToken } from './authToken.ts';
import { PERSIST_KEY } from './persistedMe.ts';
import type { RefreshOutcome } from './refreshSession.ts';
import { TOKEN_KEY } from './tokenStorage.ts';

// The real refresh posts a Relay artifact; these tests give the outcome directly.
vi.mock('./refreshSession.ts', () => ({ requestRefresh: vi.fn() }));
const { createAuthState } = await import('./authState.ts');

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const T0 = 1_800_000_000;
const token = (accessToken: string, createdAt = T0): AuthToken => ({
  accessToken,
  tokenType: 'Bearer',
  expiresIn: 3600,
  refreshToken: `r-${accessToken}`,
  scope: '',
  createdAt,
});
const me = { id: 'VXNlcjox', firstName: 'Sara', fullName: 'Sara Saleh', email: null, imageUrl: null };

function setup(refreshOutcome: () => Promise<RefreshOutcome>, at = T0 + 10) {
  const storages = { session: memoryStorage(), local: memoryStorage() };
  let clock = at;
  const refresh = vi.fn((_: string) => refreshOutcome());
  const state = createAuthState({ storages, refresh, now: () => clock });
  const changes = vi.fn();
  state.subscribe(changes);
  return { state, storages, refresh, changes, setClock: (seconds: number) => (clock = seconds) };
}

describe('the tab session', () => {
  it('a visitor sends no Authorization header', async () => {
    const { state } = setup(async () => ({ kind: 'refused' }));
    expect(state.hasMemberSession()).toBe(false);
    await expect(state.authorizationForRequest()).resolves.toBeNull();
  });

  it('signing in stores the token where "remember me" says, persists me and tells the listeners', async () => {
    const { state, storages, changes } = setup(async () => ({ kind: 'refused' }));
    state.startSession(token('a'), false, me);
    expect(storages.session.data.has(TOKEN_KEY)).toBe(true);
    expect(storages.local.data.has(TOKEN_KEY)).toBe(false);
    expect(JSON.parse(storages.local.data.get(PERSIST_KEY)!)).toEqual({ me });
    expect(changes).toHaveBeenCalledTimes(1);
    await expect(state.authorizationForRequest()).resolves.toBe('Bearer a');
  });

  it('refreshes once, shortly before expiry, for concurrent requests, without a listener call', async () => {
    const { state, storages, refresh, changes, setClock } = setup(async () => ({
      kind: 'refreshed',
      token: token('b', T0 + 3550),
    }));
    state.startSession(token('a'), true, me);
    setClock(T0 + 3550);
    const headers = await Promise.all([state.authorizationForRequest(), state.authorizationForRequest()]);
    expect(headers).toEqual(['Bearer b', 'Bearer b']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('r-a');
    expect(JSON.parse(storages.local.data.get(TOKEN_KEY)!).accessToken).toBe('b');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a refused refresh ends the session: cleared, me forgotten, UNAUTHENTICATED', async () => {
    const { state, storages, changes, setClock } = setup(async () => ({ kind: 'refused' }));
    state.startSession(token('a'), true, me);
    setClock(T0 + 4000);
    await expect(state.authorizationForRequest()).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(state.hasMemberSession()).toBe(false);
    expect(storages.local.data.size).toBe(0);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('an unreachable server keeps a still-valid token and fails an expired one as a network error', async () => {
    const { state, setClock } = setup(async () => ({ kind: 'unreachable' }));
    state.startSession(token('a'), true, me);
    setClock(T0 + 3550);
    await expect(state.authorizationForRequest()).resolves.toBe('Bearer a');
    setClock(T0 + 3600);
    await expect(state.authorizationForRequest()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(state.hasMemberSession()).toBe(true);
  });

  it('reads the token another tab stored, and notices a sign out there', () => {
    const { state, storages, changes } = setup(async () => ({ kind: 'refused' }));
    storages.local.setItem(TOKEN_KEY, JSON.stringify(token('other-tab')));
    state.reload();
    expect(state.hasMemberSession()).toBe(true);
    storages.local.removeItem(TOKEN_KEY);
    state.reload();
    expect(state.hasMemberSession()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });
});

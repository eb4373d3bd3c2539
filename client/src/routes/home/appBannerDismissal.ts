// The app banner on Home can be closed; it stays closed for 30 days in this browser. Storage that is blocked
// or full only loses the memory across visits.

export const APP_BANNER_KEY = 'dalil.appBannerClosedUntil';
export const APP_BANNER_HIDDEN_MS = 30 * 24 * 60 * 60 * 1000;

type BannerStorage = Pick<Storage, 'getItem' | 'setItem'>;

let closedInMemoryUntil = 0;

function browserStorage(): BannerStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the banner shows: never closed, or closed more than 30 days ago. */
export function isAppBannerVisible(now: number, storage: BannerStorage | null = browserStorage()): boolean {
  let stored = 0;
  try {
    stored = Number(storage?.getItem(APP_BANNER_KEY) ?? 0) || 0;
  } catch {
    stored = 0;
  }
  return Math.max(stored, closedInMemoryUntil) <= now;
}

/** Closes the banner for 30 days. */
export function closeAppBanner(now: number, storage: BannerStorage | null = browserStorage()): void {
  const until = now + APP_BANNER_HIDDEN_MS;
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(APP_BANNER_KEY, String(until));
  } catch {
    closedInMemoryUntil = until;
  }
}

import { describe, expect, it } from 'vitest';
import { APP_BANNER_HIDDEN_MS, APP_BANNER_KEY, closeAppBanner, isAppBannerVisible } from './appBannerDismissal.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe('app banner dismissal', () => {
  it('shows until closed, then stays hidden for 30 days', () => {
    const storage = memoryStorage();
    const now = 1_000_000;
    expect(isAppBannerVisible(now, storage)).toBe(true);
    closeAppBanner(now, storage);
    expect(storage.getItem(APP_BANNER_KEY)).toBe(String(now + APP_BANNER_HIDDEN_MS));
    expect(isAppBannerVisible(now + APP_BANNER_HIDDEN_MS - 1, storage)).toBe(false);
    expect(isAppBannerVisible(now + APP_BANNER_HIDDEN_MS, storage)).toBe(true);
  });

  it('reads an earlier visit’s choice and ignores a garbled record', () => {
    expect(isAppBannerVisible(10, memoryStorage({ [APP_BANNER_KEY]: '20' }))).toBe(false);
    expect(isAppBannerVisible(10, memoryStorage({ [APP_BANNER_KEY]: 'soon' }))).toBe(true);
  });

  it('keeps the choice for the visit when storage refuses it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    closeAppBanner(5_000_000_000, refusing);
    expect(isAppBannerVisible(5_000_000_001, refusing)).toBe(false);
  });
});

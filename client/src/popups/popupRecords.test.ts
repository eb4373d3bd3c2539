import { beforeEach, describe, expect, it } from 'vitest';
import {
  closePopup,
  isPopupVisible,
  markPopupShown,
  POPUP_HIDDEN_MS,
  popupShownThisSession,
  resetPopupMemory,
} from './popupRecords.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};
const full = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('floating popup records', () => {
  beforeEach(resetPopupMemory);

  it('hides a closed popup for one day, for its page and id only', () => {
    const stores = { local: memoryStorage(), session: memoryStorage() };
    const now = Date.parse('2026-11-26T10:00:00+03:00');
    expect(isPopupVisible('g', '/ticketing', 1, now, stores)).toBe(true);
    closePopup('g', '/ticketing', 1, now, stores);
    expect(isPopupVisible('g', '/ticketing', 1, now + POPUP_HIDDEN_MS - 1, stores)).toBe(false);
    expect(isPopupVisible('g', '/ticketing', 1, now + POPUP_HIDDEN_MS, stores)).toBe(true);
    expect(isPopupVisible('g', '/ticketing', 2, now, stores)).toBe(true);
    expect(isPopupVisible('g', '/', 1, now, stores)).toBe(true);
    expect(popupShownThisSession(stores)).toBe(true);
  });

  it('still behaves when storage is full: memory keeps the records for the page', () => {
    const stores = { local: full, session: full };
    expect(popupShownThisSession(stores)).toBe(false);
    closePopup('g', '/ticketing', 1, 1000, stores);
    expect(isPopupVisible('g', '/ticketing', 1, 2000, stores)).toBe(false);
    expect(popupShownThisSession(stores)).toBe(true);
  });

  it('marks the session once a popup shows', () => {
    const stores = { local: memoryStorage(), session: memoryStorage() };
    markPopupShown(stores);
    resetPopupMemory();
    expect(popupShownThisSession(stores)).toBe(true);
  });
});

// Recent searches, kept in this browser only (localStorage): newest first, at most MAX_RECENT, one entry per text
// whatever its case, removable one by one and all at once. A storage that is missing, full or blocked only loses the
// list (docs/search.md#recent-searches).
import { useSyncExternalStore } from 'react';
import { browserStorage } from '../../settings/settings.ts';

export const RECENT_SEARCHES_KEY = 'dalil.recentSearches';
export const MAX_RECENT = 8;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readRecent(storage: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '').slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, list: string[]): void {
  try {
    if (list.length) storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // full or blocked storage: the list is simply not kept
  }
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The list with `text` first (an earlier entry of the same text moves up). */
export function withRecent(list: string[], text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return list;
  return [trimmed, ...list.filter((entry) => !same(entry, trimmed))].slice(0, MAX_RECENT);
}

export const withoutRecent = (list: string[], text: string) => list.filter((entry) => entry !== text);

// One snapshot for every subscriber: useSyncExternalStore needs a stable value between changes.
const listeners = new Set<() => void>();
let snapshot: string[] | null = null;

function current(): string[] {
  snapshot ??= readRecent(browserStorage());
  return snapshot;
}

function update(change: (list: string[]) => string[]): void {
  snapshot = change(current());
  write(browserStorage(), snapshot);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== RECENT_SEARCHES_KEY) return;
    snapshot = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Puts `text` first in the recent searches. */
export const rememberSearch = (text: string) => update((old) => withRecent(old, text));

const EMPTY: string[] = [];

/** The recent searches and the ways to change them; empty while rendering on the server. */
export function useRecentSearches() {
  const list = useSyncExternalStore(subscribe, current, () => EMPTY);
  return {
    list,
    add: rememberSearch,
    remove: (text: string) => update((old) => withoutRecent(old, text)),
    clear: () => update(() => []),
  };
}

import { describe, expect, it } from 'vitest';
import { MAX_RECENT, readRecent, RECENT_SEARCHES_KEY, withoutRecent, withRecent } from './recentSearches.ts';

const storageWith = (value: string | null) => ({
  getItem: () => value,
  setItem: () => undefined,
  removeItem: () => undefined,
});

describe('recent searches', () => {
  it('puts the newest first, once whatever its case, and keeps at most MAX_RECENT', () => {
    let list: string[] = [];
    for (const text of ['Balad', 'Corniche', ' balad ', 'العليا']) list = withRecent(list, text);
    expect(list).toEqual(['العليا', 'balad', 'Corniche']);
    for (let i = 0; i < 20; i++) list = withRecent(list, `q${i}`);
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]).toBe('q19');
    expect(withRecent(['a'], '   ')).toEqual(['a']);
  });

  it('removes one entry', () => {
    expect(withoutRecent(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('reads malformed, foreign or failing storage as an empty list', () => {
    expect(readRecent(null)).toEqual([]);
    expect(readRecent(storageWith('not json'))).toEqual([]);
    expect(readRecent(storageWith('{"a":1}'))).toEqual([]);
    expect(readRecent(storageWith('["ok", 3, "", "fine"]'))).toEqual(['ok', 'fine']);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readRecent(throwing)).toEqual([]);
    expect(RECENT_SEARCHES_KEY).toBe('dalil.recentSearches');
  });
});

import { describe, expect, it } from 'vitest';
import { readHistory, recordVisit } from './pageHistory.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('page history', () => {
  it('keeps the last 4 URLs, newest first, a revisit moving to the front', () => {
    const storage = memoryStorage();
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/c'])
      recordVisit({ path, title: path.slice(1), locale: 'en' }, storage);
    expect(readHistory(storage).map((visit) => visit.path)).toEqual(['/c', '/e', '/d', '/b']);
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('dalil.history', '[{"path":"nope"},{"path":"/ok","title":"Ok","locale":"ar"}]');
    expect(readHistory(storage)).toEqual([{ path: '/ok', title: 'Ok', locale: 'ar' }]);
  });
});

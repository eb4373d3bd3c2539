import { describe, expect, it } from 'vitest';
import { PERSIST_KEY, readPersistedMe, writePersistedMe, type PersistedMe } from './persistedMe.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const me: PersistedMe = {
  id: 'VXNlcjox',
  firstName: 'Sara',
  fullName: 'Sara Saleh',
  email: 'sara@example.com',
  imageUrl: null,
};

describe('persisted me (key root, only me)', () => {
  it('stores exactly { me } under root and reads it back', () => {
    const storage = memoryStorage();
    expect(writePersistedMe(storage, me)).toBe(true);
    expect([...storage.data.keys()]).toEqual([PERSIST_KEY]);
    expect(Object.keys(JSON.parse(storage.data.get(PERSIST_KEY)!))).toEqual(['me']);
    expect(readPersistedMe(storage)).toEqual(me);
  });

  it('removes the record on sign out', () => {
    const storage = memoryStorage();
    writePersistedMe(storage, me);
    writePersistedMe(storage, null);
    expect(storage.data.has(PERSIST_KEY)).toBe(false);
    expect(readPersistedMe(storage)).toBeNull();
  });

  it('reads nothing from malformed or foreign records', () => {
    expect(readPersistedMe(memoryStorage({ [PERSIST_KEY]: '{oops' }))).toBeNull();
    expect(readPersistedMe(memoryStorage({ [PERSIST_KEY]: JSON.stringify({ me: { id: 3 } }) }))).toBeNull();
    expect(readPersistedMe(memoryStorage({ [PERSIST_KEY]: JSON.stringify({ token: 'x' }) }))).toBeNull();
    expect(readPersistedMe(null)).toBeNull();
  });
});

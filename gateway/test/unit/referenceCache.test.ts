import { expect, it } from 'vitest';
import { MemoryReferenceCache } from '../../src/referenceCache/memory.ts';
import { describeReferenceCacheContract } from '../support/referenceCacheContract.ts';

let now = 0;
describeReferenceCacheContract('in-memory', {
  create: (ttlMs) => new MemoryReferenceCache(ttlMs, () => now),
  elapse: async (ms) => {
    now += ms;
  },
  ttlMs: 1000,
  reset: async () => {
    now = 0;
  },
});

it('an in-memory cache is private to its instance and emptied by close', async () => {
  const first = new MemoryReferenceCache(1000, () => 0);
  const second = new MemoryReferenceCache(1000, () => 0);
  await first.get('cities', async () => 'first');
  expect(await second.get('cities', async () => 'second')).toBe('second');
  await first.close();
  expect(await first.get('cities', async () => 'again')).toBe('again');
});

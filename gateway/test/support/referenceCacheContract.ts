// The behaviour every ReferenceCache implementation promises, run against memory (unit) and Redis (TEST_REDIS_URL).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReferenceCache } from '../../src/referenceCache/cache.ts';

export interface ReferenceCacheSubject {
  /** A new cache with this lifetime; caches made by one subject share their storage (as gateway instances do). */
  create(ttlMs: number): ReferenceCache;
  /** Lets `ms` milliseconds pass for the caches (an injected clock, or real time). */
  elapse(ms: number): Promise<void>;
  /** The lifetime the tests use (short for real time). */
  ttlMs: number;
  /** Empties the shared storage before each test. */
  reset(): Promise<void>;
}

export function describeReferenceCacheContract(name: string, subject: ReferenceCacheSubject) {
  describe(`${name} reference cache contract`, () => {
    const made: ReferenceCache[] = [];
    const create = (ttlMs: number) => {
      const cache = subject.create(ttlMs);
      made.push(cache);
      return cache;
    };
    beforeEach(() => subject.reset());
    afterEach(async () => {
      await Promise.all(made.splice(0).map((cache) => cache.close()));
    });

    it('shares a value until it expires, key by key', async () => {
      const { ttlMs, elapse } = subject;
      const cache = create(ttlMs);
      let loads = 0;
      const load = async () => ({ loads: ++loads, name: 'جدة' });
      expect(await cache.get('cities', load)).toEqual({ loads: 1, name: 'جدة' });
      await elapse(ttlMs / 2);
      expect(await cache.get('cities', load)).toEqual({ loads: 1, name: 'جدة' });
      expect(await cache.get('audiences', load)).toEqual({ loads: 2, name: 'جدة' });
      await elapse(ttlMs / 2 + 50);
      expect(await cache.get('cities', load)).toEqual({ loads: 3, name: 'جدة' });
    });

    it('makes one load for concurrent misses', async () => {
      const cache = create(subject.ttlMs);
      let loads = 0;
      const load = async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ['Jeddah', 'Riyadh'];
      };
      const answers = await Promise.all([
        cache.get('cities', load),
        cache.get('cities', load),
        cache.get('cities', load),
      ]);
      expect(answers).toEqual([
        ['Jeddah', 'Riyadh'],
        ['Jeddah', 'Riyadh'],
        ['Jeddah', 'Riyadh'],
      ]);
      expect(loads).toBe(1);
    });

    it('never keeps a failure', async () => {
      const cache = create(subject.ttlMs);
      await expect(cache.get('cities', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      expect(await cache.get('cities', async () => 'back')).toBe('back');
    });

    it('is off with a zero lifetime', async () => {
      const cache = create(0);
      let loads = 0;
      await cache.get('cities', async () => ++loads);
      expect(await cache.get('cities', async () => ++loads)).toBe(2);
    });
  });
}

import { describe, expect, it } from 'vitest';
import { ReferenceCache } from '../../src/upstream/referenceCache.ts';

describe('reference cache', () => {
  it('shares a value until it expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReferenceCache(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get('cities', load)).toBe(1);
    now = 999;
    expect(await cache.get('cities', load)).toBe(1);
    expect(await cache.get('audiences', load)).toBe(2);
    now = 1001;
    expect(await cache.get('cities', load)).toBe(3);
  });

  it('never keeps a failure', async () => {
    const cache = new ReferenceCache(1000, () => 0);
    await expect(cache.get('cities', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('cities', async () => 'back')).toBe('back');
  });

  it('is off with a zero lifetime', async () => {
    let loads = 0;
    const cache = new ReferenceCache(0);
    await cache.get('cities', async () => ++loads);
    await cache.get('cities', async () => ++loads);
    expect(loads).toBe(2);
  });
});

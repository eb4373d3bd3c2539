import { describe, expect, it } from 'vitest';
import { workerCount } from '../../src/cluster.ts';

describe('GATEWAY_WORKERS', () => {
  it('is one process unless asked, and as many as asked with Redis', () => {
    expect(workerCount({})).toEqual({ workers: 1 });
    expect(workerCount({ GATEWAY_WORKERS: '' })).toEqual({ workers: 1 });
    expect(workerCount({ GATEWAY_WORKERS: '3', REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ workers: 3 });
  });

  it('runs one process, and says why, without Redis to share the cache and the live events', () => {
    const { workers, warning } = workerCount({ GATEWAY_WORKERS: '2' });
    expect(workers).toBe(1);
    expect(warning).toMatch(/GATEWAY_WORKERS=2 needs REDIS_URL/);
  });

  it('refuses what is not a positive integer', () => {
    for (const value of ['0', '-1', '1.5', 'two'])
      expect(() => workerCount({ GATEWAY_WORKERS: value })).toThrow(
        `GATEWAY_WORKERS must be a positive integer, got "${value}"`,
      );
  });
});

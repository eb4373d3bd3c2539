import { describe, expect, it } from 'vitest';
import { ItemTraffic } from '../../src/loaders/itemTraffic.ts';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const macrotask = () => new Promise((next) => setImmediate(next));

describe('ItemTraffic', () => {
  it('dispatches at once (after a macrotask) when no item traffic is in flight', async () => {
    const traffic = new ItemTraffic();
    const log: string[] = [];
    traffic.scheduler(1)(() => log.push('organizers'));
    expect(log).toEqual([]);
    await macrotask();
    await macrotask();
    expect(log).toEqual(['organizers']);
  });

  it('holds batches until every tracked call has settled, failures included', async () => {
    const traffic = new ItemTraffic();
    const log: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    void traffic.track(first.promise);
    void traffic.track(second.promise).catch(() => log.push('second failed'));
    traffic.scheduler(1)(() => log.push('organizers'));
    first.resolve('list');
    for (let i = 0; i < 3; i++) await macrotask();
    expect(log).toEqual([]);
    second.reject(new Error('down'));
    for (let i = 0; i < 3; i++) await macrotask();
    expect(log).toEqual(['second failed', 'organizers']);
  });

  it('dispatches lower ranks first and waits again for the traffic they start', async () => {
    const traffic = new ItemTraffic();
    const log: string[] = [];
    const byIds = deferred<string>();
    traffic.scheduler(1)(() => log.push('organizers'));
    traffic.scheduler(0)(() => {
      log.push('events');
      void traffic.track(byIds.promise);
    });
    traffic.scheduler(0)(() => log.push('experiences'));
    for (let i = 0; i < 3; i++) await macrotask();
    expect(log).toEqual(['events', 'experiences']);
    byIds.resolve('items');
    for (let i = 0; i < 3; i++) await macrotask();
    expect(log).toEqual(['events', 'experiences', 'organizers']);
  });

  it('lets work that follows an answer in microtasks join the held batch', async () => {
    const traffic = new ItemTraffic();
    const answer = deferred<number[]>();
    const joined: number[] = [];
    let dispatchedWith: number[] | undefined;
    traffic.scheduler(1)(() => (dispatchedWith = [...joined]));
    void traffic.track(answer.promise).then(async (ids) => {
      await Promise.resolve();
      await Promise.resolve();
      joined.push(...ids);
    });
    answer.resolve([7, 8]);
    for (let i = 0; i < 3; i++) await macrotask();
    expect(dispatchedWith).toEqual([7, 8]);
  });
});

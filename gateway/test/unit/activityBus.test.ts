import { describe, expect, it } from 'vitest';
import { MemoryActivityBus, RedisActivityBus, type ActivityEvent } from '../../src/pubsub/activity.ts';
import { RedisConnection } from '../../src/redis/connection.ts';
import { recordingLogger } from '../support/recordingLogger.ts';

const event = (subjectGlobalId: string, kind: ActivityEvent['kind'] = 'TIP_ADDED'): ActivityEvent => ({
  subjectGlobalId,
  kind,
  ids: { tip: 'VGlwOjExMjM=' },
});

/** The next value of an iterator, or 'nothing' when none comes within a short while. */
const nextOrNothing = (iterator: AsyncIterator<ActivityEvent>) =>
  Promise.race([
    iterator.next().then((result) => result.value),
    new Promise((resolve) => setTimeout(() => resolve('nothing'), 100)),
  ]);

describe('the in-process activity bus', () => {
  it("delivers an item's events to its subscribers only", async () => {
    const bus = new MemoryActivityBus();
    const [first, second, other] = [bus.subscribe('A'), bus.subscribe('A'), bus.subscribe('B')];
    const pending = [first.next(), second.next()];
    await bus.publish(event('A'));
    expect((await Promise.all(pending)).map((result) => result.value)).toEqual([event('A'), event('A')]);
    expect(await nextOrNothing(other)).toBe('nothing');
    await Promise.all([first, second, other].map((iterator) => iterator.return?.()));
  });

  it('forgets a subscriber whose subscription ended', async () => {
    const bus = new MemoryActivityBus();
    const ended = bus.subscribe('A');
    const pending = ended.next();
    await ended.return?.();
    expect((await pending).done).toBe(true);
    await bus.publish(event('A'));
    const again = bus.subscribe('A');
    expect(await nextOrNothing(again)).toBe('nothing');
    await again.return?.();
  });
});

describe('the Redis activity bus while Redis is unreachable', () => {
  it('still delivers to this instance, never fails the publisher, and warns once', async () => {
    const { logger, lines } = recordingLogger();
    const connection = new RedisConnection({ url: 'redis://127.0.0.1:1', keyPrefix: 'dalil:' }, logger);
    const bus = new RedisActivityBus(connection, logger);
    const subscriber = bus.subscribe('A');
    for (const kind of ['TIP_ADDED', 'RATING_CHANGED', 'ATTENDANCE_CHANGED'] as const) {
      const pending = subscriber.next();
      await expect(bus.publish(event('A', kind))).resolves.toBeUndefined();
      expect((await pending).value).toEqual(event('A', kind));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(lines.filter((line) => line.startsWith('warn:'))).toHaveLength(1);
    await subscriber.return?.();
    await bus.close();
    await connection.close();
  });
});

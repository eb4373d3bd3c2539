// Live activity on reviewable items: every successful community write publishes one event, every subscriber of the
// item receives it. In this process by default; through Redis (REDIS_URL) so that every gateway instance delivers the
// writes of the others. Redis is optional here too: when a publish cannot reach it, the event is still delivered to
// this instance's subscribers and the write succeeds (the connection logs one warning per outage).
import { Repeater } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import type { RedisConnection } from '../redis/connection.ts';

export type ActivityKind =
  | 'TIP_ADDED'
  | 'TIP_DELETED'
  | 'PHOTO_ADDED'
  | 'PHOTO_DELETED'
  | 'VOTES_CHANGED'
  | 'RATING_CHANGED'
  | 'ATTENDANCE_CHANGED'
  // Social: published on the concerned member's channel (their User global id).
  | 'FOLLOW_REQUESTED'
  | 'FOLLOW_REQUEST_ACCEPTED'
  | 'NEW_FOLLOWER'
  | 'FOLLOW_REQUEST_WITHDRAWN';

/** What changed: global ids only; each subscriber reads the data as itself (its own viewer fields, fresh counts). */
export interface ActivityEvent {
  subjectGlobalId: string;
  kind: ActivityKind;
  ids: { tip?: string; photo?: string; deleted?: string; user?: string };
}

export interface ActivityBus {
  /** Never fails: live activity must not fail the write that caused it. */
  publish(event: ActivityEvent): Promise<void>;
  /** Events of one item until the iterator is returned (the subscription ends). */
  subscribe(subjectGlobalId: string): AsyncIterableIterator<ActivityEvent>;
  close(): Promise<void>;
}

type Listener = (event: ActivityEvent) => void;

/** The subscribers of this process, by item. */
class LocalListeners {
  private readonly bySubject = new Map<string, Set<Listener>>();

  deliver(event: ActivityEvent): void {
    for (const listener of this.bySubject.get(event.subjectGlobalId) ?? []) listener(event);
  }

  subscribe(subjectGlobalId: string): AsyncIterableIterator<ActivityEvent> {
    return new Repeater<ActivityEvent>(async (push, stop) => {
      const listener: Listener = (event) => void push(event);
      const listeners = this.bySubject.get(subjectGlobalId) ?? new Set();
      this.bySubject.set(subjectGlobalId, listeners.add(listener));
      await stop;
      listeners.delete(listener);
      if (listeners.size === 0) this.bySubject.delete(subjectGlobalId);
    });
  }
}

export class MemoryActivityBus implements ActivityBus {
  private readonly listeners = new LocalListeners();

  async publish(event: ActivityEvent): Promise<void> {
    this.listeners.deliver(event);
  }

  subscribe(subjectGlobalId: string) {
    return this.listeners.subscribe(subjectGlobalId);
  }

  async close(): Promise<void> {}
}

const isActivityEvent = (value: unknown): value is ActivityEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ActivityEvent).subjectGlobalId === 'string' &&
  typeof (value as ActivityEvent).kind === 'string';

/** One Redis channel (`<prefix>activity`) for every item; each instance hands the events to its own subscribers. */
export class RedisActivityBus implements ActivityBus {
  private readonly listeners = new LocalListeners();
  private readonly channel: string;
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: RedisConnection,
    private readonly logger: Logger,
  ) {
    this.channel = `${redis.keyPrefix}activity`;
    // A connection in subscriber mode can do nothing else: a second one, with the same settings.
    this.subscriber = redis.client.duplicate();
    // Its outages are the shared connection's, which logs them once.
    this.subscriber.on('error', () => {});
    this.subscriber.on('ready', () => {
      this.subscriber.subscribe(this.channel).catch(() => {});
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
  }

  async publish(event: ActivityEvent): Promise<void> {
    const receivers = await this.redis.run((client) => client.publish(this.channel, JSON.stringify(event)));
    // Redis did not take it: at least this instance's subscribers see the change.
    if (receivers === undefined) this.listeners.deliver(event);
  }

  subscribe(subjectGlobalId: string) {
    return this.listeners.subscribe(subjectGlobalId);
  }

  async close(): Promise<void> {
    this.subscriber.removeAllListeners('ready');
    this.subscriber.disconnect();
  }

  private receive(message: string): void {
    try {
      const event: unknown = JSON.parse(message);
      if (isActivityEvent(event)) return this.listeners.deliver(event);
    } catch {
      // Not JSON: ignored like any other message that is not an activity event.
    }
    this.logger.warn('Ignored a live activity message that is not an activity event');
  }
}

/** The one place that picks the bus: Redis when the gateway has a Redis connection (REDIS_URL), else this process. */
export function createActivityBus(redis: RedisConnection | undefined, logger: Logger): ActivityBus {
  return redis ? new RedisActivityBus(redis, logger) : new MemoryActivityBus();
}

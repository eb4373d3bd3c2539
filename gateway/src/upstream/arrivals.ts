// What one request's upstream answers bring, for its loaders. The session follows every call through here with the
// route's declaration (upstream/entities.ts): the items of an answer go to the loaders of their entity, which prime
// their cache with them, and answers that bring happenings count as item traffic while in flight (ItemTraffic), which
// the held loaders (organizers, community first pages) wait for. Resolvers just call the upstream.
import { ItemTraffic } from '../loaders/itemTraffic.ts';
import type { Entities, Entity, Returns } from './entities.ts';

/** Told of each item that arrives; `fresh` when the answer is a write's, whose items replace what was known. */
export type ArrivalListener<E extends Entity> = (item: Entities[E], fresh: boolean) => void;

export class Arrivals {
  readonly traffic = new ItemTraffic();
  private readonly listeners: { [E in Entity]?: ArrivalListener<E>[] } = {};

  /** `listener` hears of every item of `entity` that arrives in an answer from now on. */
  listen<E extends Entity>(entity: E, listener: ArrivalListener<E>): void {
    const listeners: ArrivalListener<E>[] = (this.listeners[entity] ??= []);
    listeners.push(listener);
  }

  /** An upstream answer as it comes: counted as item traffic while in flight, its items handed to their loaders. */
  async follow<A>(returns: Returns<A>, answer: Promise<A>, fresh = false): Promise<A> {
    // Every call counts as traffic, not only those that bring items: an answer without items (the slides) may lead
    // to item calls (the slides' items fetched by id), and when answers come from the HTTP cache their timing no
    // longer keeps those calls inside the wait.
    const value = await this.traffic.track(answer);
    if (returns.entity !== null) this.arrive(returns, value, fresh);
    return value;
  }

  private arrive<A>(returns: Returns<A> & { entity: Entity }, value: A, fresh: boolean) {
    const listeners = (this.listeners[returns.entity] ?? []) as ArrivalListener<Entity>[];
    if (!listeners.length) return;
    for (const item of returns.items(value)) for (const listener of listeners) listener(item, fresh);
  }
}

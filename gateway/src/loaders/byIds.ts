// A DataLoader for "fetch these ids in one call" endpoints: ids sorted (stable URLs, so the memo also works),
// results matched back by id, missing ids give null. Batches stay within the REST limit of 100 ids per call.
import DataLoader from 'dataloader';
import type { Entities, Entity } from '../upstream/entities.ts';
import type { UpstreamSession } from '../upstream/session.ts';

export const MAX_IDS_PER_CALL = 100;

/** DataLoader's batchScheduleFn: when a batch is dispatched. */
export type BatchSchedule = (dispatch: () => void) => void;

export interface ByIdsOptions<T> {
  /** Default: dispatch at the end of the tick. */
  schedule?: BatchSchedule;
  /** Objects that arrived some other way while the batch waited: they are not fetched again. */
  known?: (id: number) => T | undefined;
}

export function byIdsLoader<T extends { id: number }>(
  fetch: (ids: number[]) => Promise<T[]>,
  options: ByIdsOptions<T> = {},
): DataLoader<number, T | null> {
  const { schedule, known = () => undefined } = options;
  return new DataLoader<number, T | null>(
    async (ids) => {
      const missing = ids.filter((id) => known(id) === undefined).sort((a, b) => a - b);
      const found = missing.length ? await fetch(missing) : [];
      const byId = new Map(found.map((item) => [item.id, item]));
      return ids.map((id) => known(id) ?? byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_CALL, ...(schedule ? { batchScheduleFn: schedule } : {}) },
  );
}

export interface EntityLoaderOptions<T> {
  schedule?: BatchSchedule;
  /** Which arriving items are this loader's (a happenings loader takes one kind). Default: all. */
  accepts?: (item: T) => boolean;
}

/**
 * A byIdsLoader of an entity that upstream answers bring (upstream/entities.ts): the session hands it every item of the
 * entity that arrives in any answer of the request, so a later lookup by id needs no call and a batch that waited does
 * not fetch what arrived meanwhile. A write's answer replaces what was known.
 */
export function entityLoader<E extends Entity>(
  upstream: UpstreamSession,
  entity: E,
  fetch: (ids: number[]) => Promise<Entities[E][]>,
  { schedule, accepts = () => true }: EntityLoaderOptions<Entities[E]> = {},
): DataLoader<number, Entities[E] | null> {
  const known = new Map<number, Entities[E]>();
  const loader = byIdsLoader<Entities[E]>(fetch, { schedule, known: (id) => known.get(id) });
  upstream.arrivals.listen(entity, (item, fresh) => {
    if (!accepts(item)) return;
    known.set(item.id, item);
    if (fresh) loader.clear(item.id);
    loader.prime(item.id, item);
  });
  return loader;
}

// A DataLoader for "fetch these ids in one call" endpoints: ids sorted (stable URLs, so the memo also works),
// results matched back by id, missing ids give null. Batches stay within the REST limit of 100 ids per call.
import DataLoader from 'dataloader';

export const MAX_IDS_PER_CALL = 100;

/** DataLoader's batchScheduleFn: when a batch is dispatched. */
export type BatchSchedule = (dispatch: () => void) => void;

export interface ByIdsOptions<T> {
  /** Default: dispatch at the end of the tick. */
  schedule?: BatchSchedule;
  /** Objects that arrived some other way while the batch waited: they are not fetched again. */
  known?: (id: number) => T | undefined;
}

export function byIdsLoader<T extends { id: number }>(fetch: (ids: number[]) => Promise<T[]>, options: ByIdsOptions<T> = {}): DataLoader<number, T | null> {
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

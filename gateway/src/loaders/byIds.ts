// A DataLoader for "fetch these ids in one call" endpoints: ids sorted (stable URLs, so the memo also works),
// results matched back by id, missing ids give null.
import DataLoader from 'dataloader';

export const MAX_IDS_PER_CALL = 100;

export function byIdsLoader<T extends { id: number }>(fetch: (ids: number[]) => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const found = await fetch([...ids].sort((a, b) => a - b));
      const byId = new Map(found.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );
}

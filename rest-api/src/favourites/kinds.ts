// Which items a favourite list can hold and how their existence is checked: one query per kind asked about.
import type { Db } from '../db/connect.ts';
import type { FavouriteKind } from '../db/schema.ts';
import { existingItems } from '../community/kinds.ts';

type ExistingItems = (db: Db, ids: number[]) => Promise<Set<number>>;

const CHECKS: Record<FavouriteKind, ExistingItems> = {
  event: (db, ids) => existingItems(db, 'event', ids),
  experience: (db, ids) => existingItems(db, 'experience', ids),
  place: (db, ids) => existingItems(db, 'place', ids),
  article: (db, ids) => existingItems(db, 'article', ids),
};

/** The (kind, id) pairs among `items` that exist, as `kind:id` keys: one query per kind asked about. */
export async function existingFavouriteItems(
  db: Db,
  items: { kind: FavouriteKind; item_id: number }[],
): Promise<Set<string>> {
  const byKind = new Map<FavouriteKind, number[]>();
  for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.item_id]);
  const found = new Set<string>();
  for (const [kind, ids] of byKind) {
    for (const id of await CHECKS[kind](db, [...new Set(ids)])) found.add(`${kind}:${id}`);
  }
  return found;
}

// Seed rows of favourites and orders: ticket orders of the seeded members (planned in orders.ts) and a favourite list
// for the first member. Deterministic: the same content and `now` give the same rows.
import { asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { ORDER_BUYERS, planOrders } from './orders.ts';

export async function seedFavourites(db: Db, now: Date): Promise<void> {
  const members = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, ORDER_BUYERS));
  const priced = await db
    .select({ id: t.happenings.id, kind: t.happenings.kind, price: t.happenings.price, start: t.happenings.startDate })
    .from(t.happenings)
    .where(isNotNull(t.happenings.price))
    .orderBy(asc(t.happenings.id));
  if (members.length === 0 || priced.length === 0) return;
  const memberId = new Map(members.map((m) => [m.email, m.id]));
  const rows = planOrders(
    priced.map((item) => ({ ...item, price: item.price ?? 0 })),
    now,
  ).flatMap(({ buyer, ...order }) => {
    const userId = memberId.get(buyer);
    return userId === undefined ? [] : [{ ...order, userId }];
  });
  if (rows.length) await db.insert(t.orders).values(rows);

  const sara = members.find((m) => m.email === ORDER_BUYERS[0]);
  if (!sara) return;
  const [list] = await db
    .insert(t.favouriteLists)
    .values({
      userId: sara.id,
      name: 'Weekend in Jeddah',
      description: 'Things to do with the family on Friday and Saturday',
      shareId: 'jeddah-weekend',
    })
    .returning({ id: t.favouriteLists.id });
  const picks = priced.slice(0, 3).map((item) => ({ listId: list.id, kind: item.kind, itemId: item.id }));
  if (picks.length) await db.insert(t.favouriteItems).values(picks);
}

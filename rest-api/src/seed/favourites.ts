// Seed rows of favourites and orders: ticket orders of the seeded members (a realistic mix of statuses and ticket counts over
// events and experiences with a price) and a favourite list for the first member. Deterministic: the same content
// gives the same rows.
import { asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { OrderStatus } from '../db/schema.ts';

const BUYERS = ['sara@example.com', 'omar@example.com', 'lina@example.com'];
const ORDERS_PER_BUYER = [9, 4, 0];
const STATUSES: OrderStatus[] = ['paid', 'paid', 'pending', 'paid', 'cancelled', 'paid', 'refunded', 'paid', 'paid'];
const DAY_MS = 86_400_000;

/** A pretix-like order code: five letters and digits without look-alikes, from a number. */
function orderCode(n: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let value = 7_919 * n + 104_729;
  let code = '';
  for (let i = 0; i < 5; i++) {
    code += alphabet[value % alphabet.length];
    value = Math.floor(value / alphabet.length);
  }
  return code;
}

export async function seedFavourites(db: Db): Promise<void> {
  const members = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, BUYERS));
  const priced = await db
    .select({ id: t.happenings.id, kind: t.happenings.kind, price: t.happenings.price, start: t.happenings.startDate })
    .from(t.happenings)
    .where(isNotNull(t.happenings.price))
    .orderBy(asc(t.happenings.id));
  if (members.length === 0 || priced.length === 0) return;
  const rows: (typeof t.orders.$inferInsert)[] = [];
  BUYERS.forEach((email, buyer) => {
    const member = members.find((m) => m.email === email);
    if (!member) return;
    for (let i = 0; i < ORDERS_PER_BUYER[buyer]; i++) {
      const n = rows.length;
      const item = priced[(n * 7 + buyer * 3) % priced.length];
      const tickets = 1 + ((n * 5) % 4);
      rows.push({
        number: orderCode(n),
        userId: member.id,
        happeningId: item.id,
        tickets,
        total: (Number(item.price) * tickets).toFixed(2),
        status: STATUSES[i % STATUSES.length],
        createdAt: new Date(item.start.getTime() - (3 + ((n * 11) % 40)) * DAY_MS - n * 3_600_000),
      });
    }
  });
  if (rows.length) await db.insert(t.orders).values(rows);

  const sara = members.find((m) => m.email === BUYERS[0]);
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

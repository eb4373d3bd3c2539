// The seeded members' ticket orders: a realistic mix of statuses and ticket counts over events and experiences with a
// price. Deterministic for the same items and `now`. Every order was bought before its event or experience starts and
// before `now`, at a daytime hour in Riyadh (a purchase at 02:00 reads like the event's own time).
import { DateTime } from 'luxon';
import type { OrderStatus } from '../db/schema.ts';

export const ORDER_BUYERS = ['sara@example.com', 'omar@example.com', 'lina@example.com'];
const ORDERS_PER_BUYER = [9, 4, 0];
const STATUSES: OrderStatus[] = ['paid', 'paid', 'pending', 'paid', 'cancelled', 'paid', 'refunded', 'paid', 'paid'];
const ZONE = 'Asia/Riyadh';

export interface PricedItem {
  id: number;
  price: string | number;
  start: Date;
}

export interface PlannedOrder {
  number: string;
  buyer: string;
  happeningId: number;
  tickets: number;
  total: string;
  status: OrderStatus;
  createdAt: Date;
}

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

/**
 * When order `n` was bought: 3 to 42 days before the earlier of the item's start and `now` (so a whole Riyadh day
 * lies between), between 09:00 and 21:59 Riyadh time.
 */
function boughtAt(n: number, start: Date, now: Date): Date {
  const latest = Math.min(start.getTime(), now.getTime());
  return DateTime.fromMillis(latest, { zone: ZONE })
    .minus({ days: 3 + ((n * 11) % 40) })
    .set({ hour: 9 + ((n * 5) % 13), minute: (n * 17) % 60, second: 0, millisecond: 0 })
    .toJSDate();
}

/** The orders of the buyers (by email) over the priced items, in the order they are stored. */
export function planOrders(priced: PricedItem[], now: Date): PlannedOrder[] {
  const orders: PlannedOrder[] = [];
  if (priced.length === 0) return orders;
  ORDER_BUYERS.forEach((buyer, b) => {
    for (let i = 0; i < ORDERS_PER_BUYER[b]; i++) {
      const n = orders.length;
      const item = priced[(n * 7 + b * 3) % priced.length];
      const tickets = 1 + ((n * 5) % 4);
      orders.push({
        number: orderCode(n),
        buyer,
        happeningId: item.id,
        tickets,
        total: (Number(item.price) * tickets).toFixed(2),
        status: STATUSES[i % STATUSES.length],
        createdAt: boughtAt(n, item.start, now),
      });
    }
  });
  return orders;
}

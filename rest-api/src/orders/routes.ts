// Ticket orders (the ticketing service's orders): the signed-in member's orders, newest first, and one order.
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { memberId, requireMember } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { pagedResults, pagedResultsSchema, pageParams, pageWindow, type Window } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { bearerAuth } from '../members/schemas.ts';
import type { Order } from './schemas.ts';

const tags = ['orders'];
type OrderRow = { order: typeof t.orders.$inferSelect; kind: t.Kind };

const serialize = ({ order, kind }: OrderRow): Order => ({
  id: order.id,
  number: order.number,
  entity_type: kind,
  entity_id: order.happeningId,
  tickets: order.tickets,
  total: Number(order.total),
  currency: 'SAR',
  status: order.status,
  created_at: order.createdAt.toISOString(),
});

const selectOrders = (db: Db) =>
  db
    .select({ order: t.orders, kind: t.happenings.kind })
    .from(t.orders)
    .innerJoin(t.happenings, eq(t.happenings.id, t.orders.happeningId));

async function memberOrders(db: Db, userId: number, window: Window) {
  const [{ total }] = await db.select({ total: count() }).from(t.orders).where(eq(t.orders.userId, userId));
  const rows = await selectOrders(db)
    .where(eq(t.orders.userId, userId))
    .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total, rows };
}

export const orderRoutes: Routes = async (app, { db, urls }) => {
  app.get(
    '/me/orders/',
    {
      onRequest: requireMember,
      schema: {
        summary: "The signed-in member's ticket orders, newest first (pages start at 1)",
        tags,
        security: bearerAuth,
        querystring: Type.Object(pageParams(20, 100)),
        response: { 200: pagedResultsSchema(ref('Order')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const { total, rows } = await memberOrders(db, memberId(request), window);
      return pagedResults(request, urls.base(), q.page, window, total, rows.map(serialize));
    },
  );

  app.get(
    '/me/orders/:id/',
    {
      onRequest: requireMember,
      schema: {
        summary: "One of the member's orders (another member's order is not found)",
        tags,
        security: bearerAuth,
        params: idParams,
        response: { 200: ref('Order'), ...errorResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw notFound();
      const [row] = await selectOrders(db).where(and(eq(t.orders.id, id), eq(t.orders.userId, memberId(request))));
      if (!row) throw notFound();
      return serialize(row);
    },
  );
};

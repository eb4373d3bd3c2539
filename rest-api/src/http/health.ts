import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { RouteContext } from './context.ts';

export async function healthRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get('/health/', {
    schema: {
      summary: 'Liveness and database check (no key needed)',
      tags: ['meta'],
      response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } },
    },
  }, async () => {
    await db.execute(sql`SELECT 1`);
    return { status: 'ok' as const };
  });
}

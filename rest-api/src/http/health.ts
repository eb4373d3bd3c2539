import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { StringEnum, type Routes } from './typebox.ts';

export const healthRoutes: Routes = async (app, { db }) => {
  app.get(
    '/health/',
    {
      schema: {
        summary: 'Liveness and database check (no key needed)',
        tags: ['meta'],
        response: { 200: Type.Object({ status: StringEnum(['ok']) }) },
      },
    },
    async () => {
      await db.execute(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  );
};

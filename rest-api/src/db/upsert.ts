// Whether an INSERT ... ON CONFLICT DO UPDATE inserted its row or updated an existing one: a freshly inserted row
// version has no deleting transaction (xmax 0). Select it in the statement's RETURNING.
import { sql } from 'drizzle-orm';

export const insertedNotUpdated = sql<boolean>`(xmax = 0)`;

// db/schema.ts is the source of truth for the database: a freshly migrated database must have exactly its tables,
// columns (type, nullability, default), primary keys, unique constraints, foreign keys and indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema.ts';
import { backends } from './helpers/backends.ts';
import { describeDatabase, describeDrizzle, tablesOf } from './helpers/schema-description.ts';

const difference = (lines: string[], others: string[]) => lines.filter((line) => !others.includes(line));

for (const backend of backends) {
  describe(`db/schema.ts and the migrations [${backend.name}]`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await backend.open();
      await migrate(database.db);
    });
    afterAll(() => database?.close());

    it('describe the same database', async () => {
      const declared = describeDrizzle(tablesOf(schema));
      const live = await describeDatabase(database.db);
      expect({
        'only in db/schema.ts': difference(declared, live),
        'only in the migrated database': difference(live, declared),
      }).toEqual({ 'only in db/schema.ts': [], 'only in the migrated database': [] });
      // The comparison itself sees every part of the shape.
      for (const part of [' primary key ', ' unique ', ' foreign key ', ' index ', ' default ', ' generated']) {
        expect(live.some((line) => line.includes(part))).toBe(true);
      }
    });
  });
}

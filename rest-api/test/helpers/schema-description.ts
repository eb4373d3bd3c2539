// The database's shape as comparable lines ("tips.user_id integer not null", "tips foreign key (user_id) references
// users (id) on delete cascade", ...), read once from the drizzle tables and once from a migrated database, so a test
// can show every difference between the two. Constraint names are left out (PostgreSQL and drizzle name them
// differently); index names are kept (both sides name them).
import { is, SQL, sql } from 'drizzle-orm';
import { getTableConfig, IndexedColumn, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../src/db/connect.ts';

const dialect = new PgDialect();

/** Lower case, no quotes, casts, parentheses or repeated spaces: how both sides' SQL expressions are compared. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/"/g, '')
    .replace(/::[a-z ]+(\[\])?/g, '')
    .replace(/[()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const render = (fragment: SQL) => normalize(dialect.sqlToQuery(fragment, 'indexes').sql);

function defaultOf(value: unknown): string {
  if (is(value, SQL)) return render(value);
  if (typeof value === 'string') return normalize(`'${value.replace(/'/g, "''")}'`);
  if (typeof value === 'object') return `'${JSON.stringify(value)}'`;
  return String(value);
}

const columnLine = (table: string, column: string, type: string, notNull: boolean, extra: string) =>
  `${table}.${column} ${type}${notNull ? ' not null' : ''}${extra}`;
const keyLine = (table: string, kind: string, columns: string[]) => `${table} ${kind} (${columns.join(', ')})`;
const foreignKeyLine = (table: string, columns: string[], target: string, targetColumns: string[], onDelete: string) =>
  `${keyLine(table, 'foreign key', columns)} references ${target} (${targetColumns.join(', ')}) on delete ${onDelete}`;
const indexLine = (table: string, name: string, unique: boolean, method: string, columns: string[], where: string) =>
  `${table} ${unique ? 'unique ' : ''}index ${name} using ${method} (${columns.join(', ')})` +
  (where ? ` where ${where}` : '');

/** Every drizzle table exported by a schema module. */
export const tablesOf = (schema: Record<string, unknown>): PgTable[] =>
  Object.values(schema).filter((value): value is PgTable => is(value, PgTable));

export function describeDrizzle(tables: PgTable[]): string[] {
  const lines: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const name = config.name;
    const primaryKey: string[] = [];
    for (const column of config.columns) {
      const serial = column.getSQLType() === 'serial';
      const type = serial ? 'integer' : column.getSQLType().replace(/, /g, ',');
      let extra = '';
      if (serial) extra = ' default nextval';
      else if (column.generated) extra = ' generated';
      else if (column.default !== undefined) extra = ` default ${defaultOf(column.default)}`;
      lines.push(columnLine(name, column.name, type, column.notNull || column.primary, extra));
      if (column.primary) primaryKey.push(column.name);
      if (column.isUnique) lines.push(keyLine(name, 'unique', [column.name]));
    }
    for (const key of config.primaryKeys) primaryKey.push(...key.columns.map((column) => column.name));
    if (primaryKey.length) lines.push(keyLine(name, 'primary key', primaryKey));
    for (const unique of config.uniqueConstraints) {
      lines.push(
        keyLine(
          name,
          'unique',
          unique.columns.map((c) => c.name),
        ),
      );
    }
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      lines.push(
        foreignKeyLine(
          name,
          reference.columns.map((c) => c.name),
          getTableConfig(reference.foreignTable).name,
          reference.foreignColumns.map((c) => c.name),
          foreignKey.onDelete ?? 'no action',
        ),
      );
    }
    for (const index of config.indexes) {
      const { name: indexName, unique, method, columns, where } = index.config;
      const keys = columns.map((column) => {
        if (is(column, SQL)) return render(column);
        const indexed = column as IndexedColumn;
        const { order, opClass } = indexed.indexConfig;
        return `${indexed.name}${opClass ? ` ${opClass}` : ''}${order === 'desc' ? ' desc' : ''}`;
      });
      const condition = where ? render(where) : '';
      lines.push(indexLine(name, indexName ?? '(unnamed)', unique, method ?? 'btree', keys, condition));
    }
  }
  return lines.sort();
}

interface LiveColumn {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  column_default: string | null;
  generated: boolean;
}

interface LiveConstraint {
  table_name: string;
  kind: 'p' | 'u' | 'f';
  columns: string;
  foreign_table: string | null;
  foreign_columns: string | null;
  on_delete: string;
}

interface LiveIndex {
  table_name: string;
  indexdef: string;
}

const ON_DELETE: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};
const INDEX_DEFINITION = /^CREATE (UNIQUE )?INDEX (\S+) ON \S+ USING (\w+) \((.*)\)(?: WHERE (.*))?$/;

/** Splits an index's column list at its top-level commas. */
function indexKeys(list: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      keys.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...keys, list.slice(start)].map(normalize);
}

/** The tables of the public schema, but for the migrator's own bookkeeping table. */
export async function describeDatabase(db: Db, ignore = ['schema_migrations']): Promise<string[]> {
  const skipped = sql.join(
    ignore.map((name) => sql`${name}`),
    sql`, `,
  );
  const columns = await queryRows<LiveColumn>(
    db,
    sql`
    SELECT c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) AS type, c.is_nullable = 'NO' AS not_null,
      c.column_default, c.is_generated = 'ALWAYS' AS generated
    FROM information_schema.columns c
    JOIN pg_attribute a ON a.attrelid = format('public.%I', c.table_name)::regclass AND a.attname = c.column_name
    WHERE c.table_schema = 'public' AND c.table_name NOT IN (${skipped})`,
  );
  const constraints = await queryRows<LiveConstraint>(
    db,
    sql`
    SELECT cl.relname AS table_name, con.contype AS kind,
      (SELECT string_agg(a.attname, ', ' ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k (n, i)
        JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n) AS columns,
      ft.relname AS foreign_table,
      (SELECT string_agg(a.attname, ', ' ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k (n, i)
        JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n) AS foreign_columns,
      con.confdeltype AS on_delete
    FROM pg_constraint con
    JOIN pg_class cl ON cl.oid = con.conrelid
    JOIN pg_namespace ns ON ns.oid = cl.relnamespace
    LEFT JOIN pg_class ft ON ft.oid = con.confrelid
    WHERE ns.nspname = 'public' AND con.contype IN ('p', 'u', 'f') AND cl.relname NOT IN (${skipped})`,
  );
  const indexes = await queryRows<LiveIndex>(
    db,
    sql`
    SELECT i.tablename AS table_name, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename NOT IN (${skipped})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conname = i.indexname AND con.contype IN ('p', 'u'))`,
  );

  const lines: string[] = [];
  for (const c of columns) {
    let extra = '';
    if (c.generated) extra = ' generated';
    else if (c.column_default?.startsWith('nextval(')) extra = ' default nextval';
    else if (c.column_default !== null) extra = ` default ${normalize(c.column_default)}`;
    lines.push(columnLine(c.table_name, c.column_name, c.type, c.not_null, extra));
  }
  for (const c of constraints) {
    const keys = c.columns.split(', ');
    if (c.kind === 'p') lines.push(keyLine(c.table_name, 'primary key', keys));
    else if (c.kind === 'u') lines.push(keyLine(c.table_name, 'unique', keys));
    else {
      const targetColumns = c.foreign_columns!.split(', ');
      lines.push(foreignKeyLine(c.table_name, keys, c.foreign_table!, targetColumns, ON_DELETE[c.on_delete]));
    }
  }
  for (const { table_name, indexdef } of indexes) {
    const match = INDEX_DEFINITION.exec(indexdef);
    if (!match) {
      lines.push(`${table_name} index not understood: ${indexdef}`);
      continue;
    }
    const [, unique, name, method, keys, where] = match;
    lines.push(indexLine(table_name, name, Boolean(unique), method, indexKeys(keys), where ? normalize(where) : ''));
  }
  return lines.sort();
}

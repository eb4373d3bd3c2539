// `npm run schema:release`: records schema.graphql as released (contract/schema.released.graphql), the schema that
// `npm test -- schema` compares later changes with (docs/persisted-operations.md#schema-changes). Run it when a release
// ships, after which removing what it deprecates is allowed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { RELEASED_SCHEMA, SCHEMA } from './lib/schemaCompatibility.ts';
import { repoRoot } from './lib/processes.ts';

const HEADER = [
  '# The GraphQL schema as last released: written by `npm run schema:release`, never by hand.',
  '# `npm test -- schema` fails when schema.graphql breaks what this schema offers without deprecating it first.',
  '',
].join('\n');

async function main() {
  const schema = await readFile(SCHEMA, 'utf8');
  buildSchema(schema); // a schema that does not build is no release
  await writeFile(RELEASED_SCHEMA, HEADER + schema);
  console.log(`${path.relative(repoRoot, RELEASED_SCHEMA)} now holds the released schema`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

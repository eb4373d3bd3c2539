// Every generated file of the repository and how to make it: the GraphQL contract (schema.graphql, merged from the
// gateway's per-domain schema files), the REST contract (openapi.json, served by the rest-api app, built here
// in-process on a throwaway in-memory PGlite) and the gateway's types generated from both. `npm run generate` writes them; `npm test -- generated` checks that the committed ones match.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RESOLVER_TYPES, REST_API_TYPES, restApiTypes, resolverTypes } from '../../gateway/codegen.ts';
import { mergedSchema } from '../../gateway/schemaSources.ts';
import { buildApp } from '../../rest-api/src/app.ts';
import { loadConfig } from '../../rest-api/src/config.ts';
import { connect } from '../../rest-api/src/db/connect.ts';
import { repoRoot } from './processes.ts';
import { randomSecrets } from './secrets.ts';

export interface GeneratedFile {
  path: string;
  content: string;
}

export const OPENAPI_DOCUMENT = path.join(repoRoot, 'openapi.json');
const SCHEMA = path.join(repoRoot, 'schema.graphql');

/** The production contract (no development-only routes), with the default upstream address as its server. */
const CONTRACT_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1:4001',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  // Production refuses the development defaults; the contract does not depend on their values.
  ...randomSecrets(),
};

/** Object keys sorted at every level (arrays keep their order), so the document does not change with route order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, inner]) => [key, sortedKeys(inner)]));
  }
  return value;
}

/** GET /openapi.json of a rest-api app built in-process. */
export async function openApiDocument(): Promise<object> {
  const config = loadConfig(CONTRACT_ENV);
  const database = await connect({ databaseUrl: null, dataDir: config.dataDir });
  try {
    const app = await buildApp({ db: database.db, config });
    try {
      const answer = await app.inject({ method: 'GET', url: '/openapi.json' });
      if (answer.statusCode !== 200) throw new Error(`GET /openapi.json answered ${answer.statusCode}: ${answer.body}`);
      return sortedKeys(answer.json()) as object;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export async function generatedFiles(): Promise<GeneratedFile[]> {
  const openapi = await openApiDocument();
  const schema = mergedSchema();
  return [
    { path: SCHEMA, content: schema },
    { path: OPENAPI_DOCUMENT, content: `${JSON.stringify(openapi, null, 2)}\n` },
    { path: REST_API_TYPES, content: await restApiTypes(openapi) },
    { path: RESOLVER_TYPES, content: await resolverTypes(schema) },
  ];
}

/** Committed generated files (relative paths) that are missing or differ from what generatedFiles() makes now. */
export async function staleGeneratedFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const file of await generatedFiles()) {
    const committed = await readFile(file.path, 'utf8').catch(() => null);
    if (committed !== file.content) stale.push(path.relative(repoRoot, file.path));
  }
  return stale;
}

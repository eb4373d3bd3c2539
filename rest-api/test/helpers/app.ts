// Builds the app on each test backend with the fixture seed and a pinned, settable clock; `describeApi` runs a suite
// once per backend.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database } from '../../src/db/connect.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/seed/run.ts';
import type { SeedData } from '../../src/seed/types.ts';
import { FIXTURE_NOW, fixtureSeed } from '../fixtures/seed.ts';
import { backends, type Backend } from './backends.ts';

export const CLIENT_KEY = 'test-client-key';
export const PUBLIC_URL = 'http://api.test';

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  /** the body's bytes (binary answers such as uploaded images) */
  bytes: Buffer;
  /** parsed JSON body (read field by field in the tests) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test's request, not a type, gives the shape
  json: any;
}

export interface TestApi {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** the app's configuration (uploads folder, OAuth client, token lifetimes) */
  readonly config: Config;
  /** Moves the clock for one test (reset after each test). */
  setNow(date: string | Date): void;
  get(url: string, headers?: Record<string, string | undefined>): Promise<Answer>;
  request(options: InjectOptions): Promise<Answer>;
}

export interface SetupOptions {
  seedData?: SeedData;
  now?: Date;
  /** configuration overrides, read when the app is built (after the test file's own beforeAll hooks) */
  config?: () => Partial<Config>;
}

export function setupApi(backend: Backend, options: SetupOptions = {}): TestApi {
  const initialNow = options.now ?? FIXTURE_NOW;
  let now = initialNow;
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  let config: Config | undefined;

  beforeAll(async () => {
    if (!options.seedData && backend.openFixture) {
      database = await backend.openFixture();
    } else {
      database = await backend.open();
      await migrate(database.db);
      await seed(database.db, options.seedData ?? fixtureSeed);
    }
    const uploadsDir = mkdtempSync(path.join(tmpdir(), 'dalil-test-uploads-'));
    config = {
      ...loadConfig({}),
      clientKey: CLIENT_KEY,
      publicUrl: PUBLIC_URL,
      logLevel: 'silent',
      now: () => now,
      uploadsDir,
      // Tests move the clock between reads: answers are not reused unless a test asks (test/public-reads.test.ts).
      publicCacheTtlMs: 0,
      ...options.config?.(),
    };
    app = await buildApp({ db: database.db, config, changes: database.changes });
    await app.ready();
  });
  afterEach(() => {
    now = initialNow;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (config) rmSync(config.uploadsDir, { recursive: true, force: true });
  });

  const request = async (opts: InjectOptions): Promise<Answer> => {
    // A header given as undefined removes the default (e.g. to call without the client key).
    const merged: Record<string, unknown> = {
      'x-client-key': CLIENT_KEY,
      ...(opts.headers as Record<string, unknown>),
    };
    const headers = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    const response = await app!.inject({ ...opts, headers });
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body,
      bytes: response.rawPayload,
      json: type.startsWith('application/json') ? response.json() : undefined,
    };
  };

  return {
    get app() {
      return app!;
    },
    get database() {
      return database!;
    },
    get config() {
      return config!;
    },
    setNow: (date) => {
      now = new Date(date);
    },
    request,
    get: (url, headers = {}) => request({ method: 'GET', url, headers }),
  };
}

/** The suite runs once per backend: "pglite", and "postgres" when TEST_DATABASE_URL is set. */
export function describeApi(name: string, suite: (api: TestApi) => void, options?: SetupOptions) {
  for (const backend of backends) {
    describe(`${name} [${backend.name}]`, () => suite(setupApi(backend, options)));
  }
}

/** `_source` items of an offset page. */
export const sources = (answer: Answer) => answer.json.hits.hits.map((hit: { _source: unknown }) => hit._source);
export const slugsOf = (items: { slug: string }[]) => items.map((item) => item.slug);

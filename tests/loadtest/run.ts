// `npm run loadtest`: starts the product on a throwaway database and loads it with autocannon, printing each figure
// beside its target. Not part of the timed test suite.
//
//   LOADTEST_DATABASE_URL=postgres://user@host:5432/postgres   PostgreSQL server: a throwaway database is created
//                                                              on it and dropped afterwards (default: embedded PGlite)
//   LOADTEST_USE_DATABASE=1     use that database itself (a Dalil database or an empty one), neither created nor dropped
//   LOADTEST_DURATION=60        seconds per gateway scenario (100 connections)
//   LOADTEST_REST_DURATION=10   seconds per REST scenario (20 connections)
//   LOADTEST_ONLY=rest|gateway  one part only
//   LOADTEST_SCENARIO=Home      only the scenarios whose name contains this text
//   LOADTEST_REDIS_URL=redis://127.0.0.1:6379   the gateways share their caches through this Redis and run one process
//                               per core (GATEWAY_WORKERS, unless set): the production setting (docs/performance.md)
// Without it, each gateway is one process with in-process caches, as `npm start` runs it.
//   REDIS_URL                   passed on to the gateways (shared response and HTTP caches), like any other setting
//                               of the environment (UPSTREAM_HTTP_CACHE=1, PUBLIC_CACHE_TTL_MS=0, ...)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startService, type Service } from '../../scripts/lib/processes.ts';
import { ensureServerBuild } from '../../scripts/lib/server-build.ts';
import { firstSlugs } from '../bench/screens.ts';
import { gatewayScenarios, restScenarios, type Scenario } from './scenarios.ts';
import { randomSecrets } from '../../scripts/lib/secrets.ts';

// Keys of this run's own (never the development defaults production refuses).
const { CLIENT_KEY, OAUTH_CLIENT_SECRET } = randomSecrets();
const serverUrl = process.env.LOADTEST_DATABASE_URL || undefined;
const duration = Number(process.env.LOADTEST_DURATION ?? 60);
const restDuration = Number(process.env.LOADTEST_REST_DURATION ?? 10);
const only = process.env.LOADTEST_ONLY ?? process.argv[2];
const redisUrl = process.env.LOADTEST_REDIS_URL || undefined;
const workers = process.env.GATEWAY_WORKERS || String(availableParallelism());

interface Database {
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

async function throwawayDatabase(): Promise<Database> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'dalil-loadtest-'));
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (process.env.LOADTEST_USE_DATABASE === '1') return { env: { DATABASE_URL: serverUrl }, drop: async () => {} };
  const name = `dalil_loadtest_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

interface Figure {
  scenario: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  timeouts: number;
  non2xx: number;
  target: string;
  ok: string;
}

async function load(scenario: Scenario, baseUrl: string, seconds: number): Promise<Figure> {
  const result = await autocannon({
    url: baseUrl + scenario.path,
    connections: scenario.connections,
    duration: seconds,
    timeout: 10,
    method: scenario.body ? 'POST' : 'GET',
    body: scenario.body,
    headers: scenario.body
      ? { 'content-type': 'application/json', 'x-graphql-csrf': '1', 'accept-language': 'en' }
      : { 'x-client-key': CLIENT_KEY, 'accept-language': 'en' },
  });
  const rate = result.requests.average;
  const failures = result.errors + result.timeouts + result.non2xx;
  const targets = [
    scenario.minRate ? `>= ${scenario.minRate} req/s` : '',
    scenario.maxP99Ms ? `p99 < ${scenario.maxP99Ms} ms` : '',
    '0 errors/timeouts',
  ].filter(Boolean);
  const met = rate >= scenario.minRate && (!scenario.maxP99Ms || result.latency.p99 < scenario.maxP99Ms) && !failures;
  return {
    scenario: scenario.name,
    connections: scenario.connections,
    'req/s': Math.round(rate),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    target: targets.join(', '),
    ok: met ? 'yes' : 'NO',
  };
}

const load1 = () => loadavg()[0].toFixed(2);

async function main() {
  // The servers run as `npm start` runs them: compiled JavaScript.
  await ensureServerBuild();
  const database = await throwawayDatabase();
  const services: Service[] = [];
  try {
    const common = { ...database.env, CLIENT_KEY, OAUTH_CLIENT_SECRET, LOG_LEVEL: 'warn' };
    const gatewayEnv = redisUrl ? { REDIS_URL: redisUrl, GATEWAY_WORKERS: workers } : {};
    const restApi = await startService({
      name: 'rest-api',
      script: 'rest-api/dist/main.js',
      env: { ...common, PORT: '0' },
    });
    services.push(restApi);
    const gateway = (responseCacheTtlMs: string) =>
      startService({
        name: 'gateway',
        script: 'gateway/dist/main.js',
        env: {
          ...common,
          ...gatewayEnv,
          PORT: '0',
          UPSTREAM_URL: restApi.url,
          RESPONSE_CACHE_TTL_MS: responseCacheTtlMs,
        },
      });
    const cached = await gateway('30000');
    services.push(cached);
    const uncached = await gateway('0');
    services.push(uncached);

    const backend = serverUrl ? 'postgres' : 'pglite';
    const slugs = await firstSlugs(cached.url);
    const cities = (await (
      await fetch(`${restApi.url}/api/v1/cities/?ordering=sort_order`, { headers: { 'x-client-key': CLIENT_KEY } })
    ).json()) as { results: { id: number; is_default: boolean }[] };
    const city = cities.results.find((c) => c.is_default)!.id;
    console.log(
      `\nLoad test on ${backend}; gateway processes: ${redisUrl ? workers : 1}, Redis: ${redisUrl ? 'yes' : 'no'}; load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );

    const figures: (Figure & { 'load avg': string })[] = [];
    const scenarios = [
      ...(only === 'gateway' ? [] : restScenarios(slugs.event, slugs.place, city)),
      ...(only === 'rest' ? [] : gatewayScenarios(slugs.event, backend)),
    ];
    const named = process.env.LOADTEST_SCENARIO;
    for (const scenario of scenarios.filter(({ name }) => !named || name.includes(named))) {
      const base = { rest: restApi.url, cached: cached.url, uncached: uncached.url }[scenario.target];
      // A short warm-up (connections, JIT, caches), not counted.
      await load({ ...scenario, connections: Math.min(scenario.connections, 10) }, base, 1);
      const figure = await load(scenario, base, scenario.target === 'rest' ? restDuration : duration);
      figures.push({ ...figure, 'load avg': load1() });
      console.log(
        `${figure.ok === 'yes' ? 'ok  ' : 'MISS'} ${figure.scenario}: ${figure['req/s']} req/s, p99 ${figure['p99 ms']} ms`,
      );
    }
    console.log(`\nFigures (${backend}, ${duration} s per gateway scenario, ${restDuration} s per REST one):`);
    console.table(figures);
    const missed = figures.filter((figure) => figure.ok !== 'yes').length;
    console.log(
      `${figures.length - missed} of ${figures.length} targets met; load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    process.exitCode = missed ? 1 : 0;
  } finally {
    for (const service of services.reverse()) await service.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});

// Faults (docs/operations.md#faults): a gateway and a rest-api on a throwaway PostgreSQL and Redis, under a
// load of writes and reads while something breaks. Each run asserts recovery without restarting anything but the
// broken part, and that every acknowledged write is in the database.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../scripts/lib/processes.ts';
import { randomSecrets } from '../../scripts/lib/secrets.ts';
import { startServer } from '../../scripts/lib/servers.ts';
import { freePort, postgresBin, redisServerBin, startPostgres, startRedis } from '../../scripts/lib/throwaway.ts';
import type { ThrowawayPostgres, ThrowawayRedis } from '../../scripts/lib/throwaway.ts';
import {
  eventually,
  firstExperience,
  graphql,
  missingWrites,
  POST_TIP,
  READ,
  signUp,
  sleep,
  startLoad,
  subscribe,
  type LoadResult,
} from './support.ts';

const missing = !postgresBin() ? 'PostgreSQL' : !redisServerBin() ? 'redis-server' : '';
if (missing) console.log(`fault tests skipped: ${missing} is not installed`);

// The gateway's upstream timeout here: short for quick tests, long enough that a loaded 2-core machine does not reach it
// on an ordinary read.
const TIMEOUT_MS = 3000;

/** An HTTP proxy to the REST API that holds each request `delayMs` first; counts the requests inside it. */
async function startDelayProxy(target: string) {
  const state = { delayMs: 0, inFlight: 0, mostInFlight: 0 };
  const { hostname, port } = new URL(target);
  const server: Server = createServer((req, res) => {
    state.inFlight++;
    state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
    let done = false;
    const finish = () => {
      if (!done) state.inFlight--;
      done = true;
    };
    res.on('close', finish);
    setTimeout(() => {
      if (done) return;
      const upstream = httpRequest(
        { hostname, port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      res.on('close', () => upstream.destroy());
      req.pipe(upstream);
    }, state.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const onlyCodes = (result: LoadResult, allowed: string[]) =>
  Object.keys(result.outcomes).filter((outcome) => !allowed.includes(outcome));

describe.skipIf(Boolean(missing))('faults', () => {
  let postgres: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let restApi: Service;
  let gateway: Service;
  let restPort: number;
  const gatewayLines: string[] = [];
  let member: Record<string, string>;
  let subject: string;
  // The caches off: these runs measure what reaches the REST API and the database (a cached visitor's read would not
  // show the fault); the caches have their own tests (gateway responseCache, rest-api public-reads).
  const secrets = randomSecrets();
  const env = () => ({
    ...secrets,
    LOG_LEVEL: 'warn',
    WRITES_PER_MINUTE: '0',
    RESPONSE_CACHE_TTL_MS: '0',
    PUBLIC_CACHE_TTL_MS: '0',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
  });
  const restApiLines: string[] = [];
  const startRestApi = async () => {
    restApi = await startServer(
      'rest-api',
      { ...env(), PORT: String(restPort) },
      { onLine: (line) => restApiLines.push(line) },
    );
    const child = restApi.child;
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && signal !== 'SIGTERM')
        console.error(`the rest-api stopped (${code ?? signal}): ${restApiLines.slice(-20).join('\n')}`);
    });
  };

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    restPort = await freePort();
    await startRestApi();
    gateway = await startServer(
      'gateway',
      {
        ...env(),
        // Info: the line saying Redis is back is one.
        LOG_LEVEL: 'info',
        PORT: '0',
        UPSTREAM_URL: `http://127.0.0.1:${restPort}`,
        UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      },
      { onLine: (line) => gatewayLines.push(line) },
    );
    gateway.child.once('exit', (code, signal) =>
      console.error(`the gateway stopped (${code ?? signal}): ${gatewayLines.slice(-20).join('\n')}`),
    );
    member = await signUp(gateway.url, 'faults');
    subject = await firstExperience(gateway.url);
  });
  afterAll(async () => {
    await gateway?.stop();
    await restApi?.stop();
    await redis?.stop();
    postgres?.destroy();
  });

  const health = async () => (await (await fetch(`${gateway.url}/health`)).json()) as { upstream: string };

  it('the rest-api killed during a load run: coded errors within the timeout, /health says so, recovery by itself', async () => {
    const tag = `fault-rest-${Date.now()}`;
    const load = startLoad({ url: gateway.url, headers: member, subjectId: subject, tag });
    await sleep(1500);
    await new Promise<void>((resolve) => {
      restApi.child.once('exit', () => resolve());
      restApi.child.kill('SIGKILL');
    });
    await sleep(2000);
    expect(await health()).toMatchObject({ status: 'ok', upstream: 'unavailable' });
    const down = await graphql(gateway.url, READ);
    expect(down.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(down.ms).toBeLessThan(TIMEOUT_MS);
    await startRestApi();
    // The gateway is not restarted: it answers again by itself.
    await eventually(
      async () => (await graphql(gateway.url, READ)).data?.experiences !== undefined,
      10_000,
      'recovery',
    );
    expect(await health()).toMatchObject({ upstream: 'ok' });
    await sleep(1000);
    const result = await load.stop();
    console.log(
      `rest-api killed: ${JSON.stringify(result.outcomes)}, ${result.acknowledged.length} acknowledged writes`,
    );
    // A request that reached the REST API while it was restarting may time out instead: still a coded answer in time.
    expect(onlyCodes(result, ['ok', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT'])).toEqual([]);
    expect(result.outcomes.UPSTREAM_UNAVAILABLE).toBeGreaterThan(0);
    expect(result.slowestMs).toBeLessThan(TIMEOUT_MS + 1000);
    expect(await missingWrites(postgres.url, tag, result.acknowledged)).toEqual([]);
  });

  it('PostgreSQL restarted: the rest-api reconnects without a restart', async () => {
    const tag = `fault-pg-${Date.now()}`;
    const pid = restApi.child.pid;
    const load = startLoad({ url: gateway.url, headers: member, subjectId: subject, tag });
    await sleep(1500);
    await postgres.restart();
    await sleep(1500);
    await eventually(async () => (await graphql(gateway.url, READ)).data?.experiences !== undefined, 10_000, 'reads');
    const text = `${tag} after the restart: the museum is free on Fridays`;
    const written = await graphql(gateway.url, POST_TIP, { input: { subjectId: subject, text } }, member);
    expect(written.data?.postTip?.tipEdge?.node?.text).toBe(text);
    const result = await load.stop();
    console.log(
      `PostgreSQL restarted: ${JSON.stringify(result.outcomes)}, ${result.acknowledged.length} acknowledged writes`,
    );
    expect(restApi.child.exitCode).toBeNull();
    expect(restApi.child.pid).toBe(pid);
    expect(result.acknowledged.length).toBeGreaterThan(0);
    expect(await missingWrites(postgres.url, tag, [...result.acknowledged, text])).toEqual([]);
  });

  it('Redis stopped: everything works on one instance, with one warning; back to normal when Redis returns', async () => {
    const tag = `fault-redis-${Date.now()}`;
    const watcher = subscribe(gateway.url, subject);
    try {
      await sleep(500);
      const before = gatewayLines.length;
      await redis.stop();
      const load = startLoad({ url: gateway.url, headers: member, subjectId: subject, tag });
      await sleep(3000);
      const text = `${tag} live without Redis: the ferry leaves at nine`;
      expect(
        (await graphql(gateway.url, POST_TIP, { input: { subjectId: subject, text } }, member)).data?.postTip,
      ).toBeTruthy();
      await eventually(async () => watcher.saw(text), 5000, 'the live event on the same instance');
      const result = await load.stop();
      console.log(
        `Redis stopped: ${JSON.stringify(result.outcomes)}, ${result.acknowledged.length} acknowledged writes`,
      );
      expect(onlyCodes(result, ['ok'])).toEqual([]);
      const warnings = gatewayLines.slice(before).filter((line) => /Redis is unavailable/.test(line));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/this instance works alone/);
      expect(await missingWrites(postgres.url, tag, [...result.acknowledged, text])).toEqual([]);
      await redis.start();
      await eventually(
        async () => gatewayLines.slice(before).some((line) => /Redis is available again/.test(line)),
        10_000,
        'the line saying Redis is back',
      );
    } finally {
      await watcher.close();
    }
  });

  it('a slow upstream: bounded latency, coded timeouts, no pile-up; fast again when it is', async () => {
    const proxy = await startDelayProxy(`http://127.0.0.1:${restPort}`);
    const slow = await startServer('gateway', {
      ...env(),
      PORT: '0',
      UPSTREAM_URL: proxy.url,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      // Every read goes upstream (no shared reference cache): the slowness shows on each.
      REFERENCE_CACHE_TTL_MS: '0',
    });
    try {
      const tag = `fault-slow-${Date.now()}`;
      proxy.state.delayMs = 5000;
      const load = startLoad({ url: slow.url, headers: member, subjectId: subject, tag, workers: 8 });
      await sleep(6000);
      const result = await load.stop();
      console.log(
        `slow upstream: ${JSON.stringify(result.outcomes)}, slowest ${result.slowestMs} ms, at most ${proxy.state.mostInFlight} upstream calls at once`,
      );
      expect(onlyCodes(result, ['UPSTREAM_TIMEOUT'])).toEqual([]);
      // A read makes at most 2 upstream calls one after the other: never more than twice the timeout, never a hang.
      expect(result.slowestMs).toBeLessThan(2 * TIMEOUT_MS + 1000);
      // No pile-up: abandoned calls are cancelled (at most one per worker waits upstream), none is retried.
      expect(proxy.state.mostInFlight).toBeLessThanOrEqual(8 * 2);
      await eventually(async () => proxy.state.inFlight === 0, 2000, 'no call left waiting upstream');
      proxy.state.delayMs = 0;
      const fast = await graphql(slow.url, READ);
      expect(fast.data?.experiences).toBeTruthy();
      expect(fast.ms).toBeLessThan(TIMEOUT_MS);
      // Timed-out writes may or may not have been made; those acknowledged are stored.
      expect(await missingWrites(postgres.url, tag, result.acknowledged)).toEqual([]);
    } finally {
      await slow.stop();
      await proxy.close();
    }
  });
});

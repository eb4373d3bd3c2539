// One gateway of several processes (GATEWAY_WORKERS, gateway/src/cluster.ts) on a throwaway PostgreSQL and Redis: the
// workers share live events through Redis, and a worker killed in the middle of a load run is replaced without losing
// an acknowledged write.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../scripts/lib/processes.ts';
import { randomSecrets } from '../../scripts/lib/secrets.ts';
import { startServer } from '../../scripts/lib/servers.ts';
import { postgresBin, redisServerBin, startPostgres, startRedis } from '../../scripts/lib/throwaway.ts';
import type { ThrowawayPostgres, ThrowawayRedis } from '../../scripts/lib/throwaway.ts';
import {
  eventually,
  firstExperience,
  graphql,
  missingWrites,
  POST_TIP,
  signUp,
  sleep,
  startLoad,
  subscribe,
} from './support.ts';

const missing = !postgresBin() ? 'PostgreSQL' : !redisServerBin() ? 'redis-server' : '';
if (missing) console.log(`gateway workers tests skipped: ${missing} is not installed`);

/** The pids of a gateway's worker processes: its children running the gateway (tsx also has an esbuild child). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const parent = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1];
        return (
          parent === String(pid) && /gateway\/(src|dist)\/main/.test(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe.skipIf(Boolean(missing))('a gateway of two worker processes', () => {
  let postgres: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let restApi: Service;
  let gateway: Service;
  let member: Record<string, string>;
  let subject: string;
  const gatewayLines: string[] = [];

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = {
      ...randomSecrets(),
      LOG_LEVEL: 'warn',
      WRITES_PER_MINUTE: '0',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
    };
    restApi = await startServer('rest-api', { ...env, PORT: '0' });
    gateway = await startServer(
      'gateway',
      { ...env, PORT: '0', UPSTREAM_URL: restApi.url, GATEWAY_WORKERS: '2' },
      { onLine: (line) => gatewayLines.push(line) },
    );
    member = await signUp(gateway.url, 'workers');
    subject = await firstExperience(gateway.url);
  });
  afterAll(async () => {
    await gateway?.stop();
    await restApi?.stop();
    await redis?.stop();
    postgres?.destroy();
  });

  it('runs two workers on one port, and a subscriber on either gets a write made through the other', async () => {
    expect(gatewayLines).toContain('[gateway] 2 workers');
    expect(childrenOf(gateway.child.pid!)).toHaveLength(2);
    // Connections go to the workers in turn: four subscribers are on both of them, and so are the writes.
    const watchers = Array.from({ length: 4 }, () => subscribe(gateway.url, subject));
    try {
      await sleep(1000);
      const texts = [1, 2].map((n) => `workers live ${n} ${Date.now()}: the souq opens after the evening prayer`);
      for (const text of texts) {
        const answer = await graphql(gateway.url, POST_TIP, { input: { subjectId: subject, text } }, member);
        expect(answer.data?.postTip?.tipEdge?.node?.text).toBe(text);
      }
      await eventually(async () => watchers.every((w) => texts.every((text) => w.saw(text))), 20_000, 'every event');
    } finally {
      await Promise.all(watchers.map((w) => w.close()));
    }
  });

  it('replaces a worker killed during a load run, and loses no acknowledged write', async () => {
    const tag = `workers-kill-${Date.now()}`;
    const load = startLoad({ url: gateway.url, headers: member, subjectId: subject, tag });
    await sleep(1500);
    const [victim] = childrenOf(gateway.child.pid!);
    process.kill(victim, 'SIGKILL');
    await eventually(
      async () => {
        const workers = childrenOf(gateway.child.pid!);
        return workers.length === 2 && !workers.includes(victim);
      },
      30_000,
      'a new worker',
    );
    await sleep(2000);
    const result = await load.stop();
    // How many depends on the machine's speed; that some were acknowledged and none lost does not.
    expect(result.acknowledged.length).toBeGreaterThan(0);
    expect(await missingWrites(postgres.url, tag, result.acknowledged)).toEqual([]);
    expect(gatewayLines.some((line) => line.includes(`worker ${victim} ended`))).toBe(true);
    // After the replacement every request is answered again.
    const after = await graphql(gateway.url, '{ viewer { locale } }');
    expect(after.status).toBe(200);
  });
});

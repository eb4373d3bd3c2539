// More than one machine (docs/operations.md#npm-run-cluster): nginx in front of 2 gateways and 2 rest-api
// instances on one PostgreSQL and one Redis. Live updates cross gateways through Redis; a gateway killed in the middle
// of a load run loses no acknowledged write, and its live clients reconnect to the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxBin, NGINX_INSTALL, startCluster, type Cluster } from '../../scripts/lib/cluster.ts';
import { postgresBin, redisServerBin, startPostgres, startRedis } from '../../scripts/lib/throwaway.ts';
import type { ThrowawayPostgres, ThrowawayRedis } from '../../scripts/lib/throwaway.ts';
import {
  eventually,
  firstExperience,
  graphql,
  metric,
  missingWrites,
  POST_TIP,
  signUp,
  sleep,
  startLoad,
  subscribe,
} from './support.ts';

const missing = !nginxBin()
  ? `nginx (${NGINX_INSTALL})`
  : !postgresBin()
    ? 'PostgreSQL'
    : !redisServerBin()
      ? 'redis-server'
      : '';
if (missing) console.log(`cluster tests skipped: ${missing} is not installed`);

describe.skipIf(Boolean(missing))('the cluster', () => {
  let postgres: ThrowawayPostgres;
  let redis: ThrowawayRedis;
  let cluster: Cluster;
  let member: Record<string, string>;
  let subject: string;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    cluster = await startCluster({
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      env: { LOG_LEVEL: 'warn', WRITES_PER_MINUTE: '0', UPSTREAM_TIMEOUT_MS: '5000' },
    });
    member = await signUp(cluster.url, 'cluster');
    subject = await firstExperience(cluster.url);
  });
  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
    postgres?.destroy();
  });

  it('serves through nginx, balanced over both gateways', async () => {
    for (let n = 0; n < 6; n++) expect((await graphql(cluster.url, '{ __typename }')).status).toBe(200);
    for (const gateway of cluster.gateways) {
      const scraped = await (await fetch(`${gateway.metricsUrl}/metrics`)).text();
      expect(scraped).toMatch(/dalil_gateway_http_requests_total\{method="POST",route="graphql",status="200"\} [1-9]/);
    }
    // /metrics is on each instance's metrics port (METRICS_PORT), not public behind the balancer nor on the instance.
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404);
    for (const instance of [...cluster.gateways, ...cluster.restApis]) {
      expect((await fetch(`${instance.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${instance.metricsUrl}/metrics`)).status).toBe(200);
    }
  });

  it('a subscriber on one gateway gets a write made through the other (Redis pub/sub)', async () => {
    const [one, two] = cluster.gateways;
    const watcher = subscribe(one.url, subject);
    try {
      await eventually(
        async () =>
          metric(await (await fetch(`${one.metricsUrl}/metrics`)).text(), 'dalil_gateway_subscriptions') === 1,
        10_000,
        'the subscription on gateway-1',
      );
      const text = 'cross-gateway: the souq opens after the evening prayer';
      const written = await graphql(two.url, POST_TIP, { input: { subjectId: subject, text } }, member);
      expect(written.data?.postTip?.tipEdge?.node?.text).toBe(text);
      await eventually(async () => watcher.saw(text), 10_000, 'the event on gateway-1');
    } finally {
      await watcher.close();
    }
  });

  it('a gateway killed during a load run loses no acknowledged write; its live clients reconnect to the other', async () => {
    const [victim, survivor] = cluster.gateways;
    // Live clients through the balancer: round robin puts some of them on each gateway.
    const watchers = Array.from({ length: 4 }, () => subscribe(cluster.url, subject));
    try {
      await eventually(
        async () =>
          metric(await (await fetch(`${victim.metricsUrl}/metrics`)).text(), 'dalil_gateway_subscriptions') >= 1,
        10_000,
        'live clients on the gateway to kill',
      );
      const tag = `cluster-kill-${Date.now()}`;
      const workers = 6;
      const load = startLoad({ url: cluster.url, headers: member, subjectId: subject, tag, workers });
      await sleep(2000);
      await victim.kill();
      await sleep(4000);
      const result = await load.stop();
      console.log(
        `gateway killed mid-load: ${JSON.stringify(result.outcomes)}, ${result.acknowledged.length} acknowledged writes`,
      );
      // How many writes get through depends on the machine's load; that they are all kept does not.
      expect(result.acknowledged.length).toBeGreaterThan(0);
      expect(await missingWrites(postgres.url, tag, result.acknowledged)).toEqual([]);
      // Only the requests inside the killed gateway can fail, at most one per worker (nginx passes a request that
      // cannot connect to the other gateway); no request hangs.
      expect(result.outcomes.TEST_TIMEOUT ?? 0).toBe(0);
      expect(result.requests - (result.outcomes.ok ?? 0)).toBeLessThanOrEqual(workers);

      // Every live client is served by the survivor now, and sees a new write.
      await eventually(
        async () =>
          metric(await (await fetch(`${survivor.metricsUrl}/metrics`)).text(), 'dalil_gateway_subscriptions') >= 4,
        15_000,
        'every live client reconnected to the surviving gateway',
      );
      const text = 'after the failover: book the desert camp a day ahead';
      expect(
        (await graphql(cluster.url, POST_TIP, { input: { subjectId: subject, text } }, member)).data?.postTip,
      ).toBeTruthy();
      await eventually(async () => watchers.every((watcher) => watcher.saw(text)), 10_000, 'the event on every client');
    } finally {
      await Promise.all(watchers.map((watcher) => watcher.close()));
      await victim.start();
    }
  });
});

// GET /metrics (docs/operations.md#metrics): Prometheus text with the gateway's requests, upstream calls and their
// failures, cache lookups, live subscriptions and GraphQL errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../support/fakeUpstream.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { itemId } from '../support/community.ts';
import { globalId } from '../support/queries.ts';
import { connect, settle, watch } from '../support/subscriptions.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ referenceCacheTtlMs: 60_000 });
});
afterAll(() => gateway.close());

const scrape = async (target: TestGateway) => {
  const answer = await fetch(`${target.url}/metrics`);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text();
};

/** The value of one series (`name{labels}`), labels given in any order. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text
    .split('\n')
    .find((row) =>
      row.startsWith(`${name}{`) || row.startsWith(`${name} `)
        ? Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`))
        : false,
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

it('counts requests, upstream calls by route, reference cache hits and GraphQL errors', async () => {
  // A City node is read from the reference data: the second request finds it in the cache.
  await gateway.graphql(`{ node(id: "${globalId('City', 1)}") { id } }`);
  await gateway.graphql(`{ node(id: "${globalId('City', 1)}") { id } }`);
  await gateway.graphql('{ node(id: "not-an-id") { id } }');
  await fetch(`${gateway.url}/health`);
  const text = await scrape(gateway);
  expect(
    valueOf(text, 'dalil_gateway_http_requests_total', { route: 'graphql', status: '200' }),
  ).toBeGreaterThanOrEqual(3);
  expect(
    valueOf(text, 'dalil_gateway_http_request_duration_seconds_count', { route: 'graphql' }),
  ).toBeGreaterThanOrEqual(3);
  expect(
    valueOf(text, 'dalil_gateway_upstream_requests_total', { route: 'api/v1/cities/', status: '200' }),
  ).toBeGreaterThanOrEqual(1);
  expect(valueOf(text, 'dalil_gateway_upstream_requests_total', { route: 'health/', status: '200' })).toBe(1);
  expect(
    valueOf(text, 'dalil_gateway_cache_lookups_total', { cache: 'reference', result: 'hit' }),
  ).toBeGreaterThanOrEqual(1);
  expect(valueOf(text, 'dalil_gateway_graphql_errors_total')).toBeGreaterThanOrEqual(1);
  expect(text).toContain('dalil_gateway_process_cpu_seconds_total');
});

it('counts upstream failures by their error code', async () => {
  const down = await startGateway({ upstreamUrl: `http://127.0.0.1:${await closedPort()}` });
  try {
    await down.graphql('{ cities(first: 1) { edges { node { id } } } }');
    const text = await scrape(down);
    expect(valueOf(text, 'dalil_gateway_upstream_requests_total', { status: 'ECONNREFUSED' })).toBeGreaterThanOrEqual(
      1,
    );
  } finally {
    await down.close();
  }
});

it('tells how many subscriptions are live', async () => {
  const experience = await itemId(gateway, 'experiences', 1);
  const client = connect(gateway);
  watch(client, 'subscription ($id: ID!) { reviewableActivity(subjectId: $id) { kind } }', { id: experience });
  watch(client, 'subscription ($id: ID!) { reviewableActivity(subjectId: $id) { kind } }', { id: experience });
  await settle();
  expect(valueOf(await scrape(gateway), 'dalil_gateway_subscriptions')).toBe(2);
  await client.dispose();
  await settle();
  expect(valueOf(await scrape(gateway), 'dalil_gateway_subscriptions')).toBe(0);
});

describe('who may read /metrics (docs/operations.md#metrics)', () => {
  const production = { production: true, allowArbitraryOperations: false };
  const status = async (url: string, authorization?: string) =>
    (await fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} })).status;

  it('not anyone on the public port in production', async () => {
    const closed = await startGateway({ ...production, metrics: { port: undefined, token: undefined } });
    try {
      expect(await status(closed.url)).toBe(404);
      expect(closed.gateway.metricsUrl()).toBeUndefined();
    } finally {
      await closed.close();
    }
  });

  it('a scraper with the bearer token (METRICS_TOKEN)', async () => {
    const guarded = await startGateway({ ...production, metrics: { port: undefined, token: 'scraper-token' } });
    try {
      expect(await status(guarded.url)).toBe(401);
      expect(await status(guarded.url, 'Bearer wrong-token')).toBe(401);
      expect(await status(guarded.url, 'Bearer scraper-token')).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('anyone on a port of its own (METRICS_PORT), none on the public port', async () => {
    const separate = await startGateway({ ...production, metrics: { port: 0, token: undefined } });
    try {
      expect(await status(separate.url)).toBe(404);
      const metricsUrl = separate.gateway.metricsUrl()!;
      expect(metricsUrl).not.toBe(separate.url);
      expect(await status(metricsUrl)).toBe(200);
      expect(await (await fetch(`${metricsUrl}/metrics`)).text()).toContain('dalil_gateway_process_cpu_seconds_total');
      expect((await fetch(`${metricsUrl}/graphql`)).status).toBe(404);
    } finally {
      await separate.close();
    }
  });
});

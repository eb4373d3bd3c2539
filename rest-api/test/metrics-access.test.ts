// Who may read the REST API's metrics (docs/operations.md#metrics): not anyone on the public port in production; a
// port of their own (METRICS_PORT) or a bearer token (METRICS_TOKEN), as Prometheus set-ups expect.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenMetrics } from '../../observability/metricsEndpoint.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/connect.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  CLIENT_KEY: 'a-key-of-our-own',
  OAUTH_CLIENT_SECRET: 'a-secret-of-our-own',
};

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const each of opened.splice(0)) await each.close();
});

async function appWith(env: Record<string, string>) {
  const config = { ...loadConfig({ DATA_DIR: 'memory://', ...env }), logLevel: 'silent' };
  const app = await buildApp({ db: {} as Db, config });
  opened.push(app);
  return { app, config };
}

const scrape = async (app: Awaited<ReturnType<typeof appWith>>['app'], authorization?: string) =>
  (await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })).statusCode;

describe('metrics on the public port', () => {
  it('are served to anyone in development, as before', async () => {
    expect(await scrape((await appWith({})).app)).toBe(200);
  });

  it('are not served in production', async () => {
    expect(await scrape((await appWith(PRODUCTION)).app)).toBe(404);
  });

  it('need the bearer token when METRICS_TOKEN is set', async () => {
    const { app } = await appWith({ ...PRODUCTION, METRICS_TOKEN: 'scraper-token' });
    expect(await scrape(app)).toBe(401);
    expect(await scrape(app, 'Bearer wrong')).toBe(401);
    expect(await scrape(app, 'Bearer scraper-token')).toBe(200);
  });
});

it('are served on a port of their own with METRICS_PORT, and not on the public one', async () => {
  const { app, config } = await appWith({ ...PRODUCTION, METRICS_PORT: '0' });
  expect(await scrape(app)).toBe(404);
  const server = (await listenMetrics(config.metrics, '127.0.0.1', app.metrics.registry)) as Server;
  opened.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answer = await fetch(`${base}/metrics`);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('dalil_rest_process_cpu_seconds_total');
  expect((await fetch(`${base}/api/v1/cities/`)).status).toBe(404);
});

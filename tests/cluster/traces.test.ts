// Traces (docs/operations.md#traces): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request's spans from the gateway and the
// REST API reach the collector in one trace, the REST API's span the child of the gateway's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Service } from '../../scripts/lib/processes.ts';
import { randomSecrets } from '../../scripts/lib/secrets.ts';
import { startServer } from '../../scripts/lib/servers.ts';
import { eventually, graphql } from './support.ts';

interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}

interface OtlpBody {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<Span, 'service'>[] }[];
  }[];
}

const spans: Span[] = [];
let collector: Server;
let restApi: Service;
let gateway: Service;

beforeAll(async () => {
  // A stand-in OTLP/HTTP collector that keeps the spans it is sent (JSON).
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as OtlpBody;
      for (const resource of parsed.resourceSpans ?? []) {
        const service =
          resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? []) spans.push({ service, ...span });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const env = {
    ...randomSecrets(),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    LOG_LEVEL: 'warn',
  };
  restApi = await startServer('rest-api', { ...env, PORT: '0', DATA_DIR: 'memory://', DATABASE_URL: '' });
  gateway = await startServer('gateway', { ...env, PORT: '0', UPSTREAM_URL: restApi.url });
});
afterAll(async () => {
  await gateway?.stop();
  await restApi?.stop();
  await new Promise((resolve) => collector?.close(resolve));
});

it("joins the gateway's and the REST API's spans of a request in the caller's trace", async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const answer = await graphql(
    gateway.url,
    '{ audiences { id } }',
    {},
    {
      traceparent: `00-${traceId}-00f067aa0ba902b7-01`,
    },
  );
  expect(answer.data?.audiences).toBeTruthy();
  // Each server exports its spans in its own batches, in no fixed order: wait for both.
  const arrived = (service: string) => spans.some((span) => span.traceId === traceId && span.service === service);
  await eventually(
    async () => arrived('dalil-rest-api') && arrived('dalil-gateway'),
    10_000,
    "the REST API's and the gateway's spans at the collector",
  );
  const ours = spans.filter((span) => span.traceId === traceId);
  const gatewaySpan = ours.find((span) => span.service === 'dalil-gateway')!;
  expect(gatewaySpan).toMatchObject({ name: 'POST graphql', parentSpanId: '00f067aa0ba902b7' });
  const restSpans = ours.filter((span) => span.service === 'dalil-rest-api');
  expect(restSpans.map((span) => span.name)).toContain('GET /api/v1/audiences/');
  for (const span of restSpans) expect(span.parentSpanId).toBe(gatewaySpan.spanId);
});

// GraphQL-over-HTTP compliance: graphql-http's audit suite against the running gateway.
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

it('passes the GraphQL-over-HTTP audit without errors', async () => {
  const results = await auditServer({ url: `${gateway.url}/graphql` });
  const describe = (status: string) =>
    results.filter((r) => r.status === status).map((r) => `${r.id} ${r.name}: ${'reason' in r ? r.reason : ''}`);
  expect(describe('error')).toEqual([]);
  const warnings = describe('warn');
  if (warnings.length) console.warn(`GraphQL-over-HTTP audit warnings:\n${warnings.join('\n')}`);
  expect(describe('ok').length).toBeGreaterThan(20);
});

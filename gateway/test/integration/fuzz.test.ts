// Fuzzing of every persisted operation against the real stack (its own rest-api and a gateway): random but well-typed
// variables, hostile strings for every text. No answer may be an HTTP 5xx, a REST 5xx (UPSTREAM_ERROR), an unreachable
// service, or an INTERNAL_SERVER_ERROR without a request id; both servers answer after each operation's batch.
// A fixed seed keeps runs repeatable: FUZZ_SEED=<seed> FUZZ_RUNS=<n> npx vitest run test/integration/fuzz.test.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaPath } from '../../src/graphql/schema.ts';
import { variablesOf } from '../support/arbitraries.ts';
import { member, type Member } from '../support/community.ts';
import { startGateway, type GraphQLResponse, type TestGateway } from '../support/gateway.ts';
import { START_TIMEOUT_MS, startRestApi, type RunningRestApi } from '../support/restApi.ts';

const SEED = Number(process.env.FUZZ_SEED) || 20261129;
const RUNS = Number(process.env.FUZZ_RUNS) || 8;

const manifest = JSON.parse(
  readFileSync(path.join(path.dirname(schemaPath), 'persisted-operations.json'), 'utf8'),
) as Record<string, string>;
const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

// Subscriptions answer a stream, not one result; their variables pass the same guards when they subscribe.
const operations = Object.entries(manifest)
  .map(([documentId, text]) => {
    const operation = parse(text).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    )!;
    return { documentId, name: operation.name?.value ?? documentId, operation };
  })
  .filter(({ operation }) => operation.operation !== 'subscription')
  .sort((a, b) => a.name.localeCompare(b.name));

let restApi: RunningRestApi;
let gateway: TestGateway;
let visitor: Member;
const ids: string[] = [];

beforeAll(async () => {
  // A rest-api of its own: random sign-ins and writes must not throttle or change what other test files read.
  restApi = await startRestApi({ WRITES_PER_MINUTE: '0' });
  gateway = await startGateway({ upstreamUrl: restApi.url });
  visitor = await member(gateway);
  for (const kind of ['events', 'experiences', 'places']) {
    const answer = await gateway.graphql(`{ ${kind}(first: 2) { edges { node { id } } } }`);
    ids.push(...(answer.body.data?.[kind]?.edges ?? []).map((edge: { node: { id: string } }) => edge.node.id));
  }
}, START_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await gateway?.close();
  await restApi?.stop();
});

/** What is wrong with an answer, if anything. */
function problem(response: GraphQLResponse): string | null {
  if (response.status >= 500) return `HTTP ${response.status}`;
  for (const error of response.body.errors ?? []) {
    const { code, requestId } = (error.extensions ?? {}) as { code?: string; requestId?: string };
    if (code === 'UPSTREAM_ERROR') return `the REST API failed: ${error.message}`;
    if (code === 'UPSTREAM_UNAVAILABLE') return `the REST API is unreachable: ${error.message}`;
    if (code === 'INTERNAL_SERVER_ERROR' && !requestId) return `INTERNAL_SERVER_ERROR without a request id`;
  }
  return null;
}

async function stillUp() {
  const health = await fetch(`${gateway.url}/health`);
  expect(await health.json()).toEqual({ status: 'ok', upstream: 'ok' });
  const simple = await gateway.graphql('{ audiences { id } }');
  expect(simple.body.errors).toBeUndefined();
}

describe(`fuzzing the persisted operations (seed ${SEED}, ${RUNS} runs each)`, () => {
  it.each(operations)('$name', async ({ documentId, name, operation }) => {
    const property = fc.asyncProperty(
      variablesOf(operation, schema, { ids }),
      fc.boolean(),
      async (variables, asMember) => {
        const response = await gateway.post({ documentId, variables }, asMember ? visitor.headers : {});
        const found = problem(response);
        if (found) throw new Error(`${name}: ${found}`);
      },
    );
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true, includeErrorInReport: true });
    } catch (error) {
      // fast-check's report names the seed and path; the line above it says how to run this case again.
      throw new Error(`FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} reproduces it\n${(error as Error).message}`);
    }
    await stillUp();
  });
});

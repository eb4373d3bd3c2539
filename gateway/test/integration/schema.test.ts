// The served schema is exactly the contract in schema.graphql.
import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { schemaPath } from '../../src/graphql/schema.ts';
import { startGateway, type TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

it('serves the schema of schema.graphql', async () => {
  const response = await gateway.graphql<IntrospectionQuery>(
    getIntrospectionQuery({ descriptions: true, schemaDescription: true }),
  );
  expect(response.body.errors).toBeUndefined();
  const served = printSchema(lexicographicSortSchema(buildClientSchema(response.body.data!)));
  const contract = printSchema(lexicographicSortSchema(buildSchema(readFileSync(schemaPath, 'utf8'))));
  expect(served).toBe(contract);
});

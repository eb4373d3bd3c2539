import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from './environment.ts';
import { operationBody } from './operationBody.ts';
import refreshArtifact from '../session/__generated__/refreshSessionMutation.graphql.ts';

const persisted: RequestParameters = {
  id: 'b'.repeat(64),
  text: null,
  name: 'HomeScreenQuery',
  operationKind: 'query',
  metadata: {},
};
const unpersisted: RequestParameters = {
  ...persisted,
  id: null,
  cacheID: 'x',
  text: 'query HomeScreenQuery { __typename }',
};

afterEach(() => vi.unstubAllGlobals());

describe('persisted operations in the client', () => {
  it('send the id, the variables and the name, never the text', () => {
    expect(operationBody(persisted, { cityId: '1' })).toEqual({
      documentId: persisted.id,
      variables: { cityId: '1' },
      operationName: 'HomeScreenQuery',
    });
  });

  it('refuse an operation relay-compiler did not persist', () => {
    expect(() => operationBody(unpersisted, {})).toThrow(/HomeScreenQuery has no persisted id: run `npm run relay`/);
  });

  it('are what the artifacts hold: an id and no text', () => {
    expect(refreshArtifact.params.id).toMatch(/^[0-9a-f]{64}$/);
    expect(refreshArtifact.params.text).toBeNull();
  });

  it('go over HTTP as a JSON body of id, variables and name', async () => {
    const fetch = vi.fn(async () => Response.json({ data: { __typename: 'Query' } }));
    vi.stubGlobal('fetch', fetch);
    const environment = createRelayEnvironment({ locale: 'ar', endpoint: '/graphql' });
    await environment.getNetwork().execute(persisted, { cityId: null }, {}).toPromise();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init.body))).toEqual({
      documentId: persisted.id,
      variables: { cityId: null },
      operationName: 'HomeScreenQuery',
    });
    expect(init.headers).toMatchObject({ 'Accept-Language': 'ar', 'Content-Type': 'application/json' });
  });
});

// graphql-js suggests names near a misspelt one ("Did you mean ...?"), which maps the schema for anyone probing it.
// Production answers without them on every path: validation, variable coercion, persisted operations, graphql-ws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { connect } from '../support/subscriptions.ts';

/** A persisted screen query of the manifest with an `ItemKind!` variable. */
const HAPPENING_PAGING = '11b3e61c4fdfb926a9fffd07287ce767803e0d9d25b960227a653cdb8eed65b5';

const BY_KIND = 'query ($kind: ItemKind!) { happeningCategories(kind: $kind) { id } }';
/** Each with the name graphql-js suggests for it. */
const misspelt = {
  'an enum variable': { query: BY_KIND, variables: { kind: 'EVEN' }, suggested: '"EVENT"' },
  'an enum literal': { query: '{ happeningCategories(kind: EVEN) { id } }', variables: {}, suggested: '"EVENT"' },
  'a field': {
    query: '{ happeningCategorie(kind: EVENT) { id } }',
    variables: {},
    suggested: '"happeningCategories"',
  },
  'an argument': {
    query: '{ happeningCategories(kind: EVENT, kinds: EVENT) { id } }',
    variables: {},
    suggested: '"kind"',
  },
  'a subscription field': {
    query: 'subscription { followActivit { __typename } }',
    variables: {},
    suggested: '"followActivity"',
  },
};

let development: TestGateway;
let production: TestGateway;

beforeAll(async () => {
  [development, production] = await Promise.all([
    startGateway(),
    startGateway({ production: true, allowArbitraryOperations: true }),
  ]);
});
afterAll(() => Promise.all([development, production].map((gateway) => gateway.close())));

type Errors = { message: string }[] | undefined;
const messages = (errors: Errors) => (errors ?? []).map((error) => error.message);

/** The error messages a graphql-ws client hears for one operation, in results or as the operation's error. */
function overWebSocket(target: TestGateway, query: string, variables: Record<string, unknown>): Promise<string[]> {
  const client = connect(target);
  const heard: string[] = [];
  return new Promise((resolve) => {
    const done = () => {
      void client.dispose();
      resolve(heard);
    };
    client.subscribe(
      { query, variables },
      {
        next: (value) => heard.push(...messages(value.errors as Errors)),
        error: (error) => {
          heard.push(...messages(Array.isArray(error) ? error : [error as { message: string }]));
          done();
        },
        complete: done,
      },
    );
  });
}

const expectNoSuggestion = (heard: string[], suggested: string) => {
  expect(heard.length).toBeGreaterThan(0);
  for (const message of heard) {
    expect(message).not.toContain('Did you mean');
    expect(message).not.toContain(suggested);
  }
};

describe.each(Object.entries(misspelt))('misspelt %s', (_name, { query, variables, suggested }) => {
  it('is answered with suggestions in development (the query does draw them)', async () => {
    const answer = await development.graphql(query, variables);
    expect(messages(answer.body.errors).join(' ')).toContain(`Did you mean`);
    expect(messages(answer.body.errors).join(' ')).toContain(suggested);
  });

  it('is answered without suggestions in production, over HTTP', async () => {
    expectNoSuggestion(messages((await production.graphql(query, variables)).body.errors), suggested);
  });

  it('is answered without suggestions in production, over graphql-ws', async () => {
    expectNoSuggestion(await overWebSocket(production, query, variables), suggested);
  });
});

it('a persisted operation with a misspelt enum variable is answered without suggestions in production', async () => {
  const answer = await production.post({ documentId: HAPPENING_PAGING, variables: { kind: 'EXPERIENC' } });
  expect(answer.body.errors?.[0].message).toMatch(/EXPERIENC/);
  expectNoSuggestion(messages(answer.body.errors), '"EXPERIENCE"');
});

// Persisted operations over real HTTP and graphql-ws: ids from the committed manifest run, texts run only where allowed,
// and every refusal is a precise, translated GraphQL error (docs/persisted-operations.md).
import { readFileSync } from 'node:fs';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { member, itemId, type Member } from '../support/community.ts';
import { startGateway, type GraphQLResponse, type TestGateway } from '../support/gateway.ts';
import { png } from '../support/members.ts';
import { connect, settle, watch } from '../support/subscriptions.ts';

const manifest = JSON.parse(readFileSync(loadConfig({}).persistedOperationsFile, 'utf8')) as Record<string, string>;
/** The id relay-compiler gave the client's operation `name`. */
function idOf(name: string): string {
  const found = Object.entries(manifest).find(([, text]) => new RegExp(`^\\w+ ${name}\\b`).test(text));
  if (!found) throw new Error(`${name} is not in the manifest`);
  return found[0];
}

const HOME = idOf('HomeScreenQuery');
const TEXT = '{ cities(first: 1) { edges { node { name } } } }';
const ARABIC = { 'accept-language': 'ar' };

const words = {
  refused: {
    en: 'This server runs registered operations only: send a documentId instead of a query.',
    ar: 'لا ينفّذ هذا الخادم إلا العمليات المسجّلة: أرسل documentId بدلًا من الاستعلام.',
  },
  notFound: {
    en: 'This version of the app is out of date: reload the page or update the app.',
    ar: 'هذا الإصدار من التطبيق قديم: أعد تحميل الصفحة أو حدّث التطبيق.',
  },
  invalidId: "The request's documentId is not a valid document id.",
  missing: 'The request carries neither a documentId nor a query.',
};

/** The one error of a refused request, and its status. */
function refusal(response: GraphQLResponse) {
  expect(response.body.data ?? null).toBeNull();
  expect(response.body.errors).toHaveLength(1);
  const [error] = response.body.errors!;
  return { status: response.status, code: error.extensions?.code, message: error.message };
}

let development: TestGateway;
let production: TestGateway;
let productionAllowingTexts: TestGateway;

beforeAll(async () => {
  [development, production, productionAllowingTexts] = await Promise.all([
    startGateway(),
    startGateway({ production: true, allowArbitraryOperations: false }),
    startGateway({ production: true, allowArbitraryOperations: true }),
  ]);
});
afterAll(() => Promise.all([development, production, productionAllowingTexts].map((gateway) => gateway.close())));

describe('a persisted id', () => {
  it('runs the manifest document in production, as the web client sends it', async () => {
    const response = await production.post(
      { documentId: HOME, variables: { cityId: null, pageUrl: '/' }, operationName: 'HomeScreenQuery' },
      ARABIC,
    );
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.cities.edges.length).toBeGreaterThan(0);
    // Arabic names: the same request's language, as with a text.
    expect(response.body.data?.cities.edges[0].node.name).toMatch(/[\u0600-\u06ff]/);
  });

  it("is also read as `sha256:<id>` and from Apollo native clients' extensions.persistedQuery", async () => {
    const prefixed = await production.post({ documentId: `sha256:${HOME}`, variables: { cityId: null, pageUrl: '/' } });
    expect(prefixed.body.errors).toBeUndefined();
    const apollo = await production.post({
      operationName: 'HomeScreenQuery',
      variables: { cityId: null, pageUrl: '/' },
      extensions: { persistedQuery: { version: 1, sha256Hash: HOME } },
    });
    expect(apollo.body.errors).toBeUndefined();
    expect(apollo.body.data).toEqual(prefixed.body.data);
  });

  it('runs in-process through yoga.fetch with the same body (the served pages use this path)', async () => {
    const body = JSON.stringify({ documentId: HOME, variables: { cityId: null, pageUrl: '/' } });
    const response = await production.gateway.yoga.fetch('http://gateway.local/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    const result = (await response.json()) as { data?: { cities: unknown }; errors?: unknown };
    expect(result.errors).toBeUndefined();
    expect(result.data?.cities).toBeDefined();
  });

  it('uploads a file by id (multipart)', async () => {
    // The helpers send texts: through the gateway that runs them (same upstream, same members).
    const author: Member = await member(productionAllowingTexts);
    const subjectId = await itemId(productionAllowingTexts, 'events', 9);
    const response = await production.upload(
      { documentId: idOf('usePhotoMutationsUploadMutation') },
      { input: { subjectId, image: null, caption: 'By id' } },
      { 'input.image': new File([png(16, 12)], 'by-id.png', { type: 'image/png' }) },
      { 'graphql-require-preflight': '1', ...author.headers },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.uploadPhoto).toMatchObject({
      userErrors: [],
      photoEdge: { node: { caption: 'By id', viewerIsAuthor: true } },
    });
  });
});

describe('refusals', () => {
  it("refuses a text in production with a precise error in the viewer's language", async () => {
    expect(refusal(await production.graphql(TEXT))).toEqual({
      status: 400,
      code: 'PERSISTED_OPERATIONS_ONLY',
      message: words.refused.en,
    });
    expect(refusal(await production.graphql(TEXT, {}, ARABIC)).message).toBe(words.refused.ar);
    // A text beside an id is a text.
    expect(refusal(await production.post({ query: TEXT, documentId: HOME })).code).toBe('PERSISTED_OPERATIONS_ONLY');
  });

  it('runs a text in production with ALLOW_ARBITRARY_OPERATIONS=1, and in development', async () => {
    for (const gateway of [productionAllowingTexts, development]) {
      const response = await gateway.graphql(TEXT);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data?.cities.edges).toHaveLength(1);
    }
  });

  it('answers an unknown id (a tampered hex digit, or an id of another version) as not found', async () => {
    const tampered = `${HOME.slice(0, -1)}${HOME.endsWith('0') ? '1' : '0'}`;
    for (const gateway of [production, development]) {
      expect(refusal(await gateway.post({ documentId: tampered, variables: {} }))).toEqual({
        status: 400,
        code: 'PERSISTED_OPERATION_NOT_FOUND',
        message: words.notFound.en,
      });
    }
    expect(refusal(await production.post({ documentId: tampered }, ARABIC)).message).toBe(words.notFound.ar);
  });

  it('answers a malformed id as invalid, whatever it holds', async () => {
    const malformed: unknown[] = [
      HOME.slice(1),
      `${HOME}0`,
      HOME.toUpperCase(),
      `md5:${HOME}`,
      '../../persisted-operations.json',
      `${HOME}' OR '1'='1`,
      '<script>alert(1)</script>',
      42,
      { id: HOME },
      [HOME],
      '',
    ];
    for (const documentId of malformed) {
      expect(refusal(await production.post({ documentId })), JSON.stringify(documentId)).toEqual({
        status: 400,
        code: 'PERSISTED_OPERATION_INVALID_ID',
        message: words.invalidId,
      });
    }
    const apollo = await production.post({ extensions: { persistedQuery: { version: 1, sha256Hash: 'nope' } } });
    expect(refusal(apollo).code).toBe('PERSISTED_OPERATION_INVALID_ID');
  });

  it('answers a request with neither an id nor a text', async () => {
    for (const gateway of [production, development]) {
      expect(refusal(await gateway.post({ variables: {} }))).toEqual({
        status: 400,
        code: 'PERSISTED_OPERATION_REQUIRED',
        message: words.missing,
      });
    }
  });

  it('refuses a text sent as a multipart upload in production', async () => {
    const response = await production.upload(
      'mutation ($input: UploadPhotoInput!) { uploadPhoto(input: $input) { userErrors { message } } }',
      { input: { subjectId: 'x', image: null } },
      { 'input.image': new File([png()], 'a.png', { type: 'image/png' }) },
    );
    expect(refusal(response).code).toBe('PERSISTED_OPERATIONS_ONLY');
  });

  it('serves GraphiQL only where texts run', async () => {
    const page = (gateway: TestGateway) => fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await (await page(development)).text()).toContain('GraphiQL');
    expect(await (await page(productionAllowingTexts)).text()).toContain('GraphiQL');
    const closed = await page(production);
    expect(await closed.text()).not.toContain('GraphiQL');
  });
});

describe('subscriptions over graphql-ws', () => {
  const clients: Client[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.dispose())));
  const socket = (gateway: TestGateway, params: Record<string, unknown> = {}) => {
    const client = connect(gateway, params);
    clients.push(client);
    return client;
  };

  it('subscribe by id in production and receive what others do', async () => {
    const [watcher, actor] = [await member(productionAllowingTexts), await member(productionAllowingTexts)];
    const subjectId = await itemId(productionAllowingTexts, 'events', 9);
    const events = watch(
      socket(production, { authorization: watcher.headers.authorization }),
      { documentId: idOf('useReviewableActivitySubscription') },
      { subjectId },
    );
    await settle();
    const posted = await production.post(
      { documentId: idOf('useTipMutationsPostMutation'), variables: { input: { subjectId, text: 'Persisted tip' } } },
      actor.headers,
    );
    expect(posted.body.errors).toBeUndefined();
    const event = (await events.next()).data.reviewableActivity;
    expect(event).toMatchObject({ kind: 'TIP_ADDED', tipEdge: { node: { text: 'Persisted tip' } } });
    expect(events.errors).toEqual([]);
  });

  it('refuses a text, an unknown id and a malformed id in production, with the same codes and words', async () => {
    const failure = (payload: Record<string, unknown>, params: Record<string, unknown> = {}) =>
      new Promise<{ code?: unknown; message?: unknown }[]>((resolve) => {
        socket(production, params).subscribe(
          { query: '', variables: { subjectId: 'x' }, ...payload },
          {
            next: () => resolve([]),
            error: (errors) => resolve((Array.isArray(errors) ? errors : [errors]).map(shape)),
            complete: () => resolve([]),
          },
        );
      });
    const shape = (error: { message?: unknown; extensions?: { code?: unknown } }) => ({
      code: error.extensions?.code,
      message: error.message,
    });
    const activity = idOf('useReviewableActivitySubscription');
    expect(await failure({ query: 'subscription { reviewableActivity(subjectId: "x") { kind } }' })).toEqual([
      { code: 'PERSISTED_OPERATIONS_ONLY', message: words.refused.en },
    ]);
    expect(await failure({ documentId: `${activity.slice(0, -1)}x` })).toEqual([
      { code: 'PERSISTED_OPERATION_INVALID_ID', message: words.invalidId },
    ]);
    const tampered = `${activity.slice(0, -1)}${activity.endsWith('0') ? '1' : '0'}`;
    expect(await failure({ documentId: tampered }, { acceptLanguage: 'ar' })).toEqual([
      { code: 'PERSISTED_OPERATION_NOT_FOUND', message: words.notFound.ar },
    ]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { forgetMemberAnswers, readAnswer, saveAnswer, standIn, type AnswerKey } from './savedAnswers.ts';
import { MAX_SAVED_PAGES } from './savedCopyMeta.ts';

/** Cache Storage as the spec has it for one cache: a put replaces the key's entry and appends it. */
function fakeCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    put: async (url: string, response: Response) => {
      entries.delete(url);
      entries.set(url, response);
    },
    match: async (url: string) => entries.get(url)?.clone(),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
    delete: async (request: Request) => entries.delete(request.url),
  };
  return { open: async () => cache, entries };
}

const key = (operation: string, member = false): AnswerKey => ({
  locale: 'en',
  member,
  operation,
  variables: { pageUrl: `/${operation}`, cityId: null },
});
const answer = (name: string) => ({ data: { name } });

describe('saved page answers', () => {
  let storage: ReturnType<typeof fakeCaches>;
  beforeEach(() => {
    storage = fakeCaches();
    vi.stubGlobal('caches', storage);
    vi.stubGlobal('location', { origin: 'https://dalil.test' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads back an answer with the time it was saved, by locale, viewer, operation and variables', async () => {
    await saveAnswer(key('About'), answer('about'), 1_000);
    expect(await readAnswer(key('About'))).toEqual({ response: answer('about'), savedAt: 1_000 });
    expect(await readAnswer({ ...key('About'), locale: 'ar' })).toBeNull();
    expect(await readAnswer(key('About', true))).toBeNull();
    expect(await readAnswer({ ...key('About'), variables: { cityId: null, pageUrl: '/About' } })).toEqual({
      response: answer('about'),
      savedAt: 1_000,
    });
  });

  it(`keeps the latest ${MAX_SAVED_PAGES}, a page saved again counting as new`, async () => {
    for (let index = 0; index < MAX_SAVED_PAGES; index += 1) await saveAnswer(key(`Page${index}`), answer('x'));
    await saveAnswer(key('Page0'), answer('again'));
    await saveAnswer(key('Newest'), answer('newest'));
    expect(storage.entries.size).toBe(MAX_SAVED_PAGES);
    expect(await readAnswer(key('Page1'))).toBeNull();
    expect((await readAnswer(key('Page0')))?.response).toEqual(answer('again'));
    expect((await readAnswer(key('Newest')))?.response).toEqual(answer('newest'));
  });

  it("forgets a member's answers, not a visitor's", async () => {
    await saveAnswer(key('Profile', true), answer('mine'));
    await saveAnswer(key('Home'), answer('home'));
    await forgetMemberAnswers();
    expect(await readAnswer(key('Profile', true))).toBeNull();
    expect(await readAnswer(key('Home'))).not.toBeNull();
  });

  it('stands in offline and for a gateway that does not answer, not for other errors', async () => {
    await saveAnswer(key('Home'), answer('home'), 5);
    const saved = { response: answer('home'), savedAt: 5 };
    expect(await standIn(key('Home'), new GraphQLRequestError('Failed to fetch', 'NETWORK_ERROR'))).toEqual(saved);
    for (const status of [502, 503, 504])
      expect(await standIn(key('Home'), new GraphQLRequestError('HTTP', 'BAD_RESPONSE', status))).toEqual(saved);
    expect(await standIn(key('Home'), new GraphQLRequestError('down', 'UPSTREAM_TIMEOUT', 200))).toEqual(saved);
    expect(await standIn(key('Home'), new GraphQLRequestError('gone', 'NOT_FOUND', 200))).toBeNull();
    expect(await standIn(key('Home'), new GraphQLRequestError('HTTP 500', 'BAD_RESPONSE', 500))).toBeNull();
    expect(await standIn(key('Home'), new Error('crash'))).toBeNull();
  });

  it('without Cache Storage saves nothing and finds nothing', async () => {
    vi.stubGlobal('caches', undefined);
    await saveAnswer(key('Home'), answer('home'));
    expect(await readAnswer(key('Home'))).toBeNull();
  });
});

// The memory of visitors' answers follows its change feed: emptied by a change from another instance, not used while
// the feed cannot hear them, and never filled with an answer read before a change that arrived meanwhile. It keeps
// visitors' GETs only: a member's answer is neither kept nor answered from it, and what is no write empties nothing.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeEvent, ChangeFeed } from '../src/db/changes.ts';
import { publicReads } from '../src/http/publicReads.ts';

class FakeFeed implements ChangeFeed {
  listening = true;
  published = 0;
  private readonly listeners = new Set<(event: ChangeEvent) => void>();
  async publish() {
    this.published += 1;
    this.emit('changed');
  }
  subscribe(listener: (event: ChangeEvent) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  emit(event: ChangeEvent) {
    for (const listener of this.listeners) listener(event);
  }
  async close() {}
}

describe('public reads and the change feed', () => {
  let app: FastifyInstance;
  let feed: FakeFeed;
  let reads = 0;
  let hold: Promise<void> | undefined;

  beforeEach(async () => {
    feed = new FakeFeed();
    reads = 0;
    hold = undefined;
    app = Fastify();
    app.decorateRequest('principal', null);
    // A request with a bearer token is member 7's (authentication in the app), any other the app's client key.
    app.addHook('onRequest', async (request) => {
      request.principal = request.headers.authorization
        ? { kind: 'member', userId: 7 }
        : { kind: 'client', userId: null };
    });
    publicReads(app, { ttlMs: 60_000, changes: feed });
    app.get('/items/', async () => {
      reads += 1;
      const answer = { reads };
      await hold;
      return answer;
    });
    app.post('/items/', async () => ({ ok: true }));
    app.post('/failing/', async () => {
      throw new Error('failed after its change');
    });
    app.post('/refused/', async (_request, reply) => reply.code(400).send({ detail: 'no' }));
    await app.ready();
  });
  afterEach(() => app.close());

  const read = async (headers: Record<string, string> = {}) =>
    JSON.parse((await app.inject({ method: 'GET', url: '/items/', headers })).body).reads;
  const member = { authorization: 'Bearer member-7' };

  it('reuses an answer until another instance says that answers changed', async () => {
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    feed.emit('changed');
    expect(await read()).toBe(2);
  });

  it('tells the other instances about a write made here', async () => {
    await read();
    expect((await app.inject({ method: 'POST', url: '/items/' })).statusCode).toBe(200);
    expect(feed.published).toBe(1);
    expect(await read()).toBe(2);
  });

  it('does not use its memory while the feed is deaf, and starts afresh when it hears again', async () => {
    await read();
    feed.listening = false;
    feed.emit('deaf');
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    feed.listening = true;
    feed.emit('listening');
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
  });

  it('does not keep an answer read before a change that arrived while it was on its way', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const slow = read();
    await new Promise((resolve) => setTimeout(resolve, 20));
    feed.emit('changed');
    release();
    expect(await slow).toBe(1);
    hold = undefined;
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it("neither keeps a member's answer nor answers a member from what it keeps", async () => {
    expect(await read(member)).toBe(1);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
    expect(await read(member)).toBe(3);
    expect(await read(member)).toBe(4);
    const answer = await app.inject({ method: 'GET', url: '/items/', headers: member });
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it('is not emptied by what is no write (HEAD, OPTIONS) nor by a refused write', async () => {
    expect(await read()).toBe(1);
    for (const method of ['HEAD', 'OPTIONS'] as const) await app.inject({ method, url: '/items/' });
    expect((await app.inject({ method: 'POST', url: '/refused/' })).statusCode).toBe(400);
    expect(feed.published).toBe(0);
    expect(await read()).toBe(1);
  });

  it('is emptied by a write that failed on the way, after its change may have been made', async () => {
    expect(await read()).toBe(1);
    expect((await app.inject({ method: 'POST', url: '/failing/' })).statusCode).toBe(500);
    expect(feed.published).toBe(1);
    expect(await read()).toBe(2);
  });
});

// The memory of visitors' answers follows its change feed: emptied by a change from another instance, not used while
// the feed cannot hear them, and never filled with an answer read before a change that arrived meanwhile.
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
    app.addHook('onRequest', async (request) => {
      request.principal = { kind: 'client', userId: null };
    });
    publicReads(app, { ttlMs: 60_000, changes: feed });
    app.get('/items/', async () => {
      reads += 1;
      const answer = { reads };
      await hold;
      return answer;
    });
    app.post('/items/', async () => ({ ok: true }));
    await app.ready();
  });
  afterEach(() => app.close());

  const read = async () => JSON.parse((await app.inject({ method: 'GET', url: '/items/' })).body).reads;

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
});

import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission, type Admit } from '../../src/http/admission.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose requests each wait for `release(n)` before answering their number; it records the order they ran. */
async function serve(admit: Admit) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  let running = 0;
  let mostAtOnce = 0;
  server = createServer((req, res) => {
    const name = req.url!.slice(1);
    void admit(req, res, async () => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      started.push(name);
      await new Promise<void>((resolve) => releases.set(name, resolve));
      running--;
      res.end(name);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (name: string, headers: Record<string, string> = {}) => {
    const req = request({ port, path: `/${name}`, headers });
    const answer = new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body, retryAfter: res.headers['retry-after'] as string | undefined }),
        );
      });
      req.on('error', reject);
    });
    req.end();
    return { answer, abort: () => req.destroy() };
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { get, started, release: (name: string) => releases.get(name)!(), until, mostAtOnce: () => mostAtOnce };
}

const busy = (req: { headers: { 'accept-language'?: string } }) =>
  req.headers['accept-language'] === 'ar' ? 'مشغول' : 'busy';

describe('admission of GraphQL requests', () => {
  it('runs at most `limit` requests at once and the others in arrival order', async () => {
    const s = await serve(createAdmission({ limit: 2, maxWaitMs: 5_000, busyMessage: busy }));
    const a = s.get('a');
    await s.until(() => s.started.length === 1);
    const b = s.get('b');
    await s.until(() => s.started.length === 2);
    const c = s.get('c');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const d = s.get('d');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.started).toEqual(['a', 'b']);
    s.release('b');
    await s.until(() => s.started.length === 3);
    expect(s.started).toEqual(['a', 'b', 'c']);
    s.release('a');
    await s.until(() => s.started.length === 4);
    s.release('c');
    s.release('d');
    expect((await Promise.all([a, b, c, d].map((r) => r.answer))).map((r) => r.body)).toEqual(['a', 'b', 'c', 'd']);
    expect(s.started).toEqual(['a', 'b', 'c', 'd']);
    expect(s.mostAtOnce()).toBe(2);
  });

  it('answers 503 SERVER_BUSY in the viewer language when the wait is too long, and drops a request whose client left', async () => {
    const s = await serve(createAdmission({ limit: 1, maxWaitMs: 100, busyMessage: busy }));
    const a = s.get('a');
    await s.until(() => s.started.length === 1);
    const left = s.get('left');
    const late = s.get('late', { 'accept-language': 'ar' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    left.abort();
    await left.answer.catch(() => undefined);
    const refused = await late.answer;
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('1');
    expect(JSON.parse(refused.body)).toEqual({ errors: [{ message: 'مشغول', extensions: { code: 'SERVER_BUSY' } }] });
    s.release('a');
    expect((await a.answer).body).toBe('a');
    const next = s.get('next');
    await s.until(() => s.started.length === 2);
    s.release('next');
    expect((await next.answer).body).toBe('next');
    // Neither the refused request nor the one whose client left ever ran.
    expect(s.started).toEqual(['a', 'next']);
  });

  it('runs everything at once when the limit is 0', async () => {
    const s = await serve(createAdmission({ limit: 0, maxWaitMs: 100, busyMessage: busy }));
    const answers = ['x', 'y', 'z'].map((name) => s.get(name));
    await s.until(() => s.started.length === 3);
    for (const name of ['x', 'y', 'z']) s.release(name);
    expect((await Promise.all(answers.map((r) => r.answer))).map((r) => r.body)).toEqual(['x', 'y', 'z']);
  });
});

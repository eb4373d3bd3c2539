// A local stand-in for a sign-in provider's JSON API (Facebook's Graph API, Apple's keys): started before a file's
// tests, closed after them. `base` is its address once started.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export type Send = (body: unknown, status?: number) => void;

export function fakeProvider(answer: (url: URL, send: Send) => void): { readonly base: string } {
  let server: Server;
  const provider = { base: '' };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const send: Send = (body, status = 200) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      answer(new URL(request.url ?? '/', provider.base || 'http://fake'), send);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    provider.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return provider;
}

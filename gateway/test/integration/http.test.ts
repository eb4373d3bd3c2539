// The HTTP side of the gateway: health, GraphiQL, CSRF guard, media and calendar proxies, the built client.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';
import { closedPort, json, startFakeUpstream } from '../support/fakeUpstream.ts';

let dist: string;
let gateway: TestGateway;
let unbuilt: TestGateway;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dalil-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Dalil</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-3f2a.js'), 'console.log("dalil")');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  gateway = await startGateway({ clientDist: dist });
  unbuilt = await startGateway({ clientDist: path.join(dist, 'missing') });
});

afterAll(async () => {
  await gateway.close();
  await unbuilt.close();
  await rm(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('routes', () => {
  it('/health answers ok, with the upstream ok', async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });

  it('/health still answers 200 when the upstream is down or failing', async () => {
    const down = await startGateway({ upstreamUrl: `http://127.0.0.1:${await closedPort()}` });
    const failing = await startFakeUpstream((_req, res) => json(res, 500, { detail: 'Internal server error.' }));
    const sick = await startGateway({ upstreamUrl: failing.url });
    try {
      for (const { url } of [down, sick]) {
        const response = await fetch(`${url}/health`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok', upstream: 'unavailable' });
      }
      expect(failing.requests.map((r) => r.url)).toEqual(['/health/']);
    } finally {
      await down.close();
      await sick.close();
      await failing.close();
    }
  });

  it('GET /graphql from a browser gives GraphiQL', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('Dalil GraphQL');
  });

  it('GET /graphql runs queries but refuses mutations', async () => {
    const query = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent('{ viewer { locale } }')}`);
    expect(await query.json()).toEqual({ data: { viewer: { locale: 'en' } } });
    const mutation = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent('mutation { recordStats(input: { type: BUY_TICKETS, itemId: "x" }) { recorded } }')}`,
    );
    expect(mutation.status).toBe(405);
  });
});

describe('CSRF guard and size limit', () => {
  const body = JSON.stringify({ query: '{ viewer { locale } }' });

  it('refuses a simple text/plain POST (a cross-site form could send it)', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(response.status).toBe(415);
  });

  it('refuses multipart without a preflight header', async () => {
    const form = new FormData();
    form.set('operations', body);
    form.set('map', '{}');
    const refused = await fetch(`${gateway.url}/graphql`, { method: 'POST', body: form });
    expect(refused.status).toBe(403);
    const accepted = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'graphql-require-preflight': '1' },
    });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ data: { viewer: { locale: 'en' } } });
  });

  it('refuses bodies over the limit', async () => {
    const big = JSON.stringify({ query: `{ viewer { locale } } # ${'x'.repeat(200_000)}` });
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
  });
});

describe('proxies', () => {
  it('streams media from the upstream', async () => {
    const { body } = await gateway.graphql('{ events(first: 1) { edges { node { image { url thumbnail } } } } }');
    const image = body.data!.events.edges[0].node.image;
    for (const url of [image.url, image.thumbnail]) {
      const response = await fetch(gateway.url + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
  });

  it('passes upstream 404s through', async () => {
    expect((await fetch(`${gateway.url}/media/events/no-such-file.svg`)).status).toBe(404);
  });

  it('serves the .ics download of an event', async () => {
    const { body } = await gateway.graphql('{ events(first: 1) { edges { node { name calendarLinks { ics } } } } }');
    const { name, calendarLinks } = body.data!.events.edges[0].node;
    const response = await fetch(gateway.url + calendarLinks.ics);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.replace(/\r?\n /g, '')).toContain(name.replace(/[,;]/g, (c: string) => `\\${c}`));
  });

  it('serves the .ics download in Arabic for Arabic viewers', async () => {
    const { body } = await gateway.graphql(
      '{ events(first: 1) { edges { node { name calendarLinks { ics } } } } }',
      undefined,
      { 'accept-language': 'ar' },
    );
    const { name, calendarLinks } = body.data!.events.edges[0].node;
    expect(calendarLinks.ics).toMatch(/\?lang=ar$/);
    const text = await (await fetch(gateway.url + calendarLinks.ics)).text();
    expect(text.replace(/\r?\n /g, '')).toContain(name.split(' ')[0]);
  });

  it('answers 502 when the upstream is down', async () => {
    const down = await startGateway({ upstreamUrl: `http://127.0.0.1:${await closedPort()}` });
    try {
      const response = await fetch(`${down.url}/media/events/1.svg`);
      expect(response.status).toBe(502);
      expect(await response.text()).toContain('unavailable');
    } finally {
      await down.close();
    }
  });
});

describe('the built client', () => {
  it('serves index.html without caching', async () => {
    const response = await fetch(`${gateway.url}/`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable, with their content type', async () => {
    const response = await fetch(`${gateway.url}/assets/app-3f2a.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("dalil")');
    expect((await fetch(`${gateway.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('falls back to index.html for app routes, not for missing files', async () => {
    const route = await fetch(`${gateway.url}/events/jeddah-season`, { headers: html });
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>Dalil</title>');
    expect((await fetch(`${gateway.url}/assets/missing.js`, { headers: html })).status).toBe(404);
    expect((await fetch(`${gateway.url}/events/x`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });

  it('does not serve files outside the client folder', async () => {
    const response = await fetch(`${gateway.url}/..%2f..%2fetc%2fpasswd`, { headers: html });
    expect(await response.text()).not.toContain('root:');
  });

  it('explains how to build the client when it is missing', async () => {
    const response = await fetch(`${unbuilt.url}/`, { headers: html });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

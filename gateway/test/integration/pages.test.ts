// Pages served with their language, head and data (docs/i18n.md#first-load): the gateway's side, with a stand-in page
// renderer that shows what it was given; the real renderer is tested in the client and end to end.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';

const RENDERER = `
export async function renderPage({ url, origin, cityId, template, execute }) {
  if (url.includes('broken')) throw new Error('the renderer broke');
  const locale = url.startsWith('/ar') ? 'ar' : 'en';
  const answer = await execute(
    { id: null, text: 'query FixturePage { viewer { locale direction } }', name: 'FixturePage', variables: {} },
    locale,
  );
  const seen = JSON.stringify({ url, origin, cityId, answer }).replace(/</g, '\\\\u003c');
  return {
    status: url.includes('missing') ? 404 : 200,
    html: template.replace('</body>', '<script type="application/json" id="seen">' + seen + '</script></body>'),
    locale,
    pageId: 'fixture',
    modules: url.includes('unknown-module') ? ['src/nope.tsx'] : ['src/a.tsx'],
  };
}
`;

let dist: string;
let gateway: TestGateway;
let withPublicUrl: TestGateway;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dalil-pages-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body></body></html>');
  await writeFile(path.join(dist, 'renderPage.js'), RENDERER);
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/a.tsx': { file: 'assets/a.js', isDynamicEntry: true, css: ['assets/a.css'] },
    }),
  );
  const pageRenderer = path.join(dist, 'renderPage.js');
  gateway = await startGateway({ clientDist: dist, pageRenderer });
  withPublicUrl = await startGateway({ clientDist: dist, pageRenderer, publicUrl: 'https://dalil.example/' });
});

afterAll(async () => {
  await gateway.close();
  await withPublicUrl.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (base: string, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

async function seen(response: Response) {
  const html = await response.text();
  const json = /<script type="application\/json" id="seen">(.*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { url: string; origin: string; cityId: string | null; answer: unknown };
}

describe('the first visit to /', () => {
  it('follows an Arabic browser to /ar/, keeping the query string', async () => {
    const response = await get(gateway.url, '/?utm_source=share', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ar/?utm_source=share');
    expect(response.headers.get('vary')).toBe('Accept-Language, Cookie');
  });

  it('stays English for other browsers', async () => {
    const response = await get(gateway.url, '/', { 'accept-language': 'fr-FR,en;q=0.5' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
  });

  it('then follows the visitor choice, remembered in a cookie', async () => {
    const english = await get(gateway.url, '/', { 'accept-language': 'ar', cookie: 'other=1; dalil-lang=en' });
    expect(english.status).toBe(200);
    const arabic = await get(gateway.url, '/', { 'accept-language': 'en', cookie: 'dalil-lang=ar' });
    expect(arabic.status).toBe(302);
    expect(arabic.headers.get('location')).toBe('/ar/');
  });
});

describe('served pages', () => {
  it('run the page query in-process in the language of the URL', async () => {
    const response = await get(gateway.url, '/ar/events?period=today');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe('ar');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    const page = await seen(response);
    expect(page.url).toBe('/ar/events?period=today');
    expect(page.answer).toEqual({ data: { viewer: { locale: 'ar', direction: 'rtl' } } });
  });

  it('hand the renderer the city cookie when it looks like an id, and the origin for absolute links', async () => {
    const chosen = await seen(await get(gateway.url, '/events', { cookie: 'dalil-city=Q2l0eToy' }));
    expect(chosen.cityId).toBe('Q2l0eToy');
    expect(chosen.origin).toBe(gateway.url);
    const garbage = await seen(await get(gateway.url, '/events', { cookie: 'dalil-city="><script>' }));
    expect(garbage.cityId).toBeNull();
    expect((await seen(await get(withPublicUrl.url, '/events'))).origin).toBe('https://dalil.example');
  });

  it("preload the page's modules, and lose only the preloads when the build does not name one", async () => {
    const html = await (await get(gateway.url, '/events')).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/a.css">');
    const unknown = await get(gateway.url, '/unknown-module');
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).not.toContain('modulepreload');
  });

  it('keep the renderer status (404 for unknown pages)', async () => {
    expect((await get(gateway.url, '/missing-page')).status).toBe(404);
  });

  it('fall back to the plain index.html when the renderer fails', async () => {
    const response = await get(gateway.url, '/broken');
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('id="seen"');
  });

  it('lead /en/... to the English page at the root', async () => {
    const response = await get(gateway.url, '/en/events?period=today');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/events?period=today');
    expect((await get(gateway.url, '/en')).headers.get('location')).toBe('/');
  });

  it('answer HEAD without a body', async () => {
    const response = await fetch(`${gateway.url}/events`, { method: 'HEAD', headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('search engines', () => {
  it('robots.txt points to the sitemap at the public origin', async () => {
    const robots = await (await fetch(`${withPublicUrl.url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://dalil.example/sitemap.xml');
    expect(robots).toContain('Disallow: /graphql');
  });

  it('the sitemap lists the list screens and every seeded event, experience and place in both languages', async () => {
    const response = await fetch(`${withPublicUrl.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://dalil.example/');
    expect(locs).toContain('https://dalil.example/ar/');
    expect(locs).toContain('https://dalil.example/ar/places/list');
    const events = locs.filter((loc) => /^https:\/\/dalil\.example\/events\/[a-z0-9-]+$/.test(loc));
    const places = locs.filter((loc) => /^https:\/\/dalil\.example\/ar\/places\/[a-z0-9-]+$/.test(loc));
    expect(events.length).toBeGreaterThan(10);
    expect(places.length).toBeGreaterThan(10);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://dalil.example/ar/events/');
  });
});

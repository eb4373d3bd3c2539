// How the gateway serves the built client and GraphQL answers: content coding by Accept-Encoding (precompressed files,
// pages and JSON compressed at request time), Vary, Content-Length, caching and revalidation.
import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../support/gateway.ts';

/** A response as it came over the wire: fetch would decode the body and drop Content-Encoding's effect. */
interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const script = `export const events = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `event ${i}`))};\n`;
const page = `<!doctype html><html><head><title>Dalil</title><style>${'.a{color:red}'.repeat(200)}</style></head><body><div id="root"></div></body></html>`;
const html = { accept: 'text/html,application/xhtml+xml' };

let dist: string;
let gateway: TestGateway;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'dalil-serving-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, '.vite'));
  const files: Record<string, string> = {
    'index.html': page,
    'assets/index-3f2a.js': script,
    'assets/tiny-1b2c.js': 'export {};\n',
    'manifest.webmanifest': JSON.stringify({ name: 'Dalil', description: 'x'.repeat(2000) }),
    '.vite/manifest.json': '{}',
  };
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(dist, name), content);
  // What client/build/precompress.ts writes beside compressible files; the tiny file gets none.
  for (const name of ['index.html', 'assets/index-3f2a.js', 'manifest.webmanifest']) {
    await writeFile(path.join(dist, `${name}.br`), brotliCompressSync(files[name]));
    await writeFile(path.join(dist, `${name}.gz`), gzipSync(files[name]));
  }
  gateway = await startGateway({ clientDist: dist });
});

afterAll(async () => {
  await gateway.close();
  await rm(dist, { recursive: true, force: true });
});

describe('built files', () => {
  const url = () => `${gateway.url}/assets/index-3f2a.js`;

  it('sends the brotli file when the browser accepts br', async () => {
    const response = await raw(url(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('sends the gzip file when br is not accepted or refused with q=0', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const response = await raw(url(), { 'accept-encoding': acceptEncoding });
      expect(response.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(gunzipSync(response.body).toString()).toBe(script);
    }
  });

  it('sends the file as it is without Accept-Encoding, for identity, or when every coding is refused', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of requests) {
      const response = await raw(url(), headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(response.body.toString()).toBe(script);
    }
  });

  it('answers HEAD with the headers of the chosen file and no body', async () => {
    const response = await raw(url(), { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(response.body.length).toBe(0);
  });

  it('has no Vary for a file without compressed variants', async () => {
    const response = await raw(`${gateway.url}/assets/tiny-1b2c.js`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.toString()).toBe('export {};\n');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    expect((await raw(url())).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await raw(`${gateway.url}/manifest.webmanifest`, { 'accept-encoding': 'gzip' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['content-encoding']).toBe('gzip');
  });

  it('answers a matching If-None-Match with 304 and no body, whatever the coding', async () => {
    const first = await raw(url(), { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await raw(url(), { 'accept-encoding': 'gzip' })).headers.etag).toBe(etag);
    const again = await raw(url(), { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await raw(url(), { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('does not serve build metadata from dot folders', async () => {
    expect((await raw(`${gateway.url}/.vite/manifest.json`)).status).toBe(404);
    expect((await raw(`${gateway.url}/%2evite/manifest.json`)).status).toBe(404);
  });
});

describe('pages', () => {
  it('serves index.html itself from its precompressed file, revalidated', async () => {
    const response = await raw(`${gateway.url}/index.html`, { ...html, 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
  });

  it('compresses the page of an app route at request time, revalidated with an ETag', async () => {
    const response = await raw(`${gateway.url}/events/jeddah-season`, { ...html, 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(page);

    const gz = await raw(`${gateway.url}/places/list`, { ...html, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(page);
    const plain = await raw(`${gateway.url}/places/list`, html);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);

    const etag = response.headers.etag as string;
    expect(gz.headers.etag).toBe(etag);
    const revalidated = await raw(`${gateway.url}/`, { ...html, 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('answers HEAD for a page with its length and no body', async () => {
    const response = await raw(`${gateway.url}/events`, { ...html, 'accept-encoding': 'gzip' }, 'HEAD');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });
});

describe('GraphQL answers', () => {
  const post = (query: string, acceptEncoding?: string) =>
    raw(
      `${gateway.url}/graphql`,
      {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      'POST',
      JSON.stringify({ query }),
    );
  const list = '{ events(first: 20) { edges { node { id slug name summary } } } }';

  it('compresses a JSON answer by Accept-Encoding', async () => {
    const plain = await post(list);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(2048);

    const br = await post(list, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const gz = await post(list, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(gz.headers['x-upstream-calls']).toBeDefined();
  });

  it('leaves small answers uncompressed', async () => {
    const small = await post('{ viewer { locale } }', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { viewer: { locale: 'en' } } });
  });

  it('keeps errors and their status, compressed or not', async () => {
    const invalid = await post('{ nothing }', 'br');
    expect(invalid.status).toBe(400);
    const body = invalid.headers['content-encoding'] === 'br' ? brotliDecompressSync(invalid.body) : invalid.body;
    expect(JSON.parse(body.toString()).errors[0].message).toContain('nothing');
  });
});

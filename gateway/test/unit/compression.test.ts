import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compressForRequest,
  matchesIfNoneMatch,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  varyOnEncoding,
  weakEtagOf,
} from '../../src/http/compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, among what the browser accepts', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
  });

  it('sends the file as it is without a header or for identity', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
  });

  it('respects q-values, q=0 refusing a coding', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br; q=0.0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0.5, br;q=0.5')).toBe('br');
    expect(negotiateEncoding('identity;q=1, br;q=0.5')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.3, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding('gzip;q=0.001')).toBe('gzip');
  });

  it('chooses among the codings available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip', 'identity'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip', 'identity'])).toBe('identity');
    // Nothing acceptable: the identity is still the answer (no 406 for a page).
    expect(negotiateEncoding('identity;q=0, br;q=0', ['br', 'identity'])).toBe('identity');
  });
});

describe('compressForRequest', () => {
  const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'event' })) }));

  it('compresses a body the client can decode, to the same bytes', async () => {
    const br = await compressForRequest('gzip, br', body);
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(body.length / 4);
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    const gz = await compressForRequest('gzip', body);
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(body)).toBe(true);
  });

  it('leaves small bodies and identity requests as they are', async () => {
    const small = Buffer.alloc(MIN_COMPRESS_BYTES - 1, 'a');
    expect(await compressForRequest('br', small)).toEqual({ body: small, encoding: 'identity' });
    expect((await compressForRequest('identity', body)).body).toBe(body);
    expect((await compressForRequest(undefined, body)).encoding).toBe('identity');
  });
});

describe('headers', () => {
  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding(['Origin', 'accept-encoding'])).toBe('Origin, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });

  it('compares ETags weakly', () => {
    const etag = weakEtagOf('<html>');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(weakEtagOf('<html>')).toBe(etag);
    expect(weakEtagOf('<html >')).not.toBe(etag);
    expect(matchesIfNoneMatch(etag, etag)).toBe(true);
    expect(matchesIfNoneMatch(`"x", ${etag.slice(2)}`, etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});

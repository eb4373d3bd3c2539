import { describe, expect, it } from 'vitest';
import { refusal } from '../../src/graphql/requestGuards.ts';

const post = (headers: Record<string, string>) => ({ method: 'POST', headers: new Headers(headers) });
const limits = { maxBodyBytes: 100, maxUploadBytes: 1000 };

describe('request guards', () => {
  it('accepts JSON posts and any GET', () => {
    expect(
      refusal(post({ 'content-type': 'application/json; charset=utf-8', 'content-length': '20' }), limits),
    ).toBeNull();
    expect(refusal({ method: 'GET', headers: new Headers() }, limits)).toBeNull();
  });

  it('refuses simple (CSRF-able) content types', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      expect(refusal(post({ 'content-type': type, 'content-length': '20' }), limits)?.status).toBe(415);
    }
  });

  it('accepts multipart only with a preflight header', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '20' };
    expect(refusal(post(multipart), limits)?.status).toBe(403);
    expect(refusal(post({ ...multipart, 'graphql-require-preflight': '1' }), limits)).toBeNull();
    expect(refusal(post({ ...multipart, 'x-graphql-csrf': '1' }), limits)).toBeNull();
  });

  it('limits the body size, with a larger limit for uploads', () => {
    expect(refusal(post({ 'content-type': 'application/json', 'content-length': '101' }), limits)?.status).toBe(413);
    expect(refusal(post({ 'content-type': 'application/json' }), limits)?.status).toBe(411);
    const upload = { 'content-type': 'multipart/form-data; boundary=x', 'x-graphql-csrf': '1' };
    expect(refusal(post({ ...upload, 'content-length': '1000' }), limits)).toBeNull();
    expect(refusal(post({ ...upload, 'content-length': '1001' }), limits)?.status).toBe(413);
  });
});

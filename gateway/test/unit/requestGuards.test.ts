import { describe, expect, it } from 'vitest';
import { refusal } from '../../src/graphql/requestGuards.ts';

const post = (headers: Record<string, string>) => ({ method: 'POST', headers: new Headers(headers) });

describe('request guards', () => {
  it('accepts JSON posts and any GET', () => {
    expect(refusal(post({ 'content-type': 'application/json; charset=utf-8', 'content-length': '20' }), 100)).toBeNull();
    expect(refusal({ method: 'GET', headers: new Headers() }, 100)).toBeNull();
  });

  it('refuses simple (CSRF-able) content types', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      expect(refusal(post({ 'content-type': type, 'content-length': '20' }), 100)?.status).toBe(415);
    }
  });

  it('accepts multipart only with a preflight header', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '20' };
    expect(refusal(post(multipart), 100)?.status).toBe(403);
    expect(refusal(post({ ...multipart, 'graphql-require-preflight': '1' }), 100)).toBeNull();
    expect(refusal(post({ ...multipart, 'x-graphql-csrf': '1' }), 100)).toBeNull();
  });

  it('limits the body size', () => {
    expect(refusal(post({ 'content-type': 'application/json', 'content-length': '101' }), 100)?.status).toBe(413);
    expect(refusal(post({ 'content-type': 'application/json' }), 100)?.status).toBe(411);
  });
});

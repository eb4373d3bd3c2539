import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  expiresAt,
  isAuthenticated,
  needsRefresh,
  parseToken,
  refreshDelayMs,
  type AuthToken,
} from './authToken.ts';

const token = (createdAt: number, expiresIn: number): AuthToken => ({
  accessToken: 'a',
  tokenType: 'Bearer',
  expiresIn,
  refreshToken: 'r',
  scope: 'read write',
  createdAt,
});

describe('token expiry (seconds)', () => {
  const created = 1_800_000_000;

  it('expires at created_at + expires_in, both in seconds', () => {
    expect(expiresAt(token(created, 3600))).toBe(created + 3600);
  });

  it('is authenticated strictly before expiry and not at or after it', () => {
    expect(isAuthenticated(token(created, 3600), created + 3599)).toBe(true);
    expect(isAuthenticated(token(created, 3600), created + 3600)).toBe(false);
    expect(isAuthenticated(token(created, 3600), created + 7200)).toBe(false);
    expect(isAuthenticated(null, created)).toBe(false);
  });

  it('does not read the numbers as milliseconds', () => {
    // One hour in seconds; read as milliseconds it would have expired 3.6 s after creation.
    expect(isAuthenticated(token(created, 3600), created + 60)).toBe(true);
  });

  it('wants a refresh in the last minute before expiry, and at half-life for short tokens', () => {
    expect(needsRefresh(token(created, 3600), created + 3539)).toBe(false);
    expect(needsRefresh(token(created, 3600), created + 3540)).toBe(true);
    expect(needsRefresh(token(created, 3600), created + 4000)).toBe(true);
    expect(needsRefresh(token(created, 30), created + 14)).toBe(false);
    expect(needsRefresh(token(created, 30), created + 15)).toBe(true);
  });

  it('schedules the refresh in milliseconds, never negative', () => {
    expect(refreshDelayMs(token(created, 3600), created + 40)).toBe((3540 - 40) * 1000);
    expect(refreshDelayMs(token(created, 3600), created + 9999)).toBe(0);
  });

  it('builds the bearer header from the token type and access token', () => {
    expect(authorizationHeader({ ...token(created, 1), accessToken: 'xyz' })).toBe('Bearer xyz');
  });
});

describe('parseToken', () => {
  it('keeps a well-formed token and defaults the type to Bearer', () => {
    expect(parseToken({ ...token(5, 10), tokenType: '' })).toEqual({ ...token(5, 10), tokenType: 'Bearer' });
  });

  it('rejects missing or malformed fields', () => {
    expect(parseToken(null)).toBeNull();
    expect(parseToken('garbage')).toBeNull();
    expect(parseToken({ ...token(5, 10), accessToken: '' })).toBeNull();
    expect(parseToken({ ...token(5, 10), expiresIn: '3600' })).toBeNull();
    expect(parseToken({ ...token(5, 10), createdAt: undefined })).toBeNull();
  });
});

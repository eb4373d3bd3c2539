import { describe, expect, it } from 'vitest';
import { pathOf, safeNext, signInPath } from './signInPath.ts';

describe('sign-in redirects', () => {
  it('carries where to come back to and why', () => {
    expect(signInPath('/profile?tab=1', 'required')).toBe('/sign-in?next=%2Fprofile%3Ftab%3D1&reason=required');
    expect(signInPath(null)).toBe('/sign-in');
  });

  it('never comes back to another site or to the sign-in screen itself', () => {
    expect(safeNext('https://evil.example/')).toBeNull();
    expect(safeNext('//evil.example/')).toBeNull();
    expect(safeNext('/\\evil.example/')).toBeNull();
    expect(safeNext('/events/x')).toBe('/events/x');
    expect(signInPath('/sign-in?next=%2Fprofile', 'expired')).toBe('/sign-in?reason=expired');
  });

  it('takes the path, query and hash of a URL', () => {
    expect(pathOf('http://127.0.0.1:4000/profile?x=1#top')).toBe('/profile?x=1#top');
    expect(pathOf('http://127.0.0.1:4000/ar/profile?x=1')).toBe('/profile?x=1');
  });
});

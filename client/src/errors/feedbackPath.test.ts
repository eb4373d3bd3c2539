import { describe, expect, it } from 'vitest';
import { feedbackPath } from './CrashFallback.tsx';

describe('the crash screen feedback link', () => {
  it('opens the contact form as a suggestion about the failed page, in its language', () => {
    expect(feedbackPath({ pathname: '/events/jeddah-season', search: '?x=1' })).toBe(
      '/contact?type=suggestion&page=%2Fevents%2Fjeddah-season%3Fx%3D1',
    );
    expect(feedbackPath({ pathname: '/ar/places/x', search: '' })).toBe(
      '/ar/contact?type=suggestion&page=%2Fplaces%2Fx',
    );
  });
});

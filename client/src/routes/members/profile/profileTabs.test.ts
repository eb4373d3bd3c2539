import { describe, expect, it } from 'vitest';
import { profileTabOf } from './profileTabs.ts';
import { onlyTabChanged } from './tabUrl.ts';

describe('profile tabs in the URL', () => {
  it('reads ?tab=, the first tab when missing or unknown', () => {
    expect(profileTabOf(new URLSearchParams('tab=requests'))).toBe('requests');
    expect(profileTabOf(new URLSearchParams('tab=check-ins'))).toBe('check-ins');
    expect(profileTabOf(new URLSearchParams('tab=admin'))).toBe('profile');
    expect(profileTabOf(new URLSearchParams(''))).toBe('profile');
  });

  it('keeps the data when only the tab changes, reloads for anything else', () => {
    const url = (path: string) => new URL(path, 'https://dalil.test');
    expect(onlyTabChanged(url('/profile'), url('/profile?tab=followers'))).toBe(true);
    expect(onlyTabChanged(url('/ar/profile?tab=orders'), url('/ar/profile?tab=blocked'))).toBe(true);
    expect(onlyTabChanged(url('/profile?tab=orders'), url('/ar/profile?tab=orders'))).toBe(false);
    expect(onlyTabChanged(url('/profile?welcome=1'), url('/profile?tab=orders'))).toBe(false);
    expect(onlyTabChanged(url('/profile'), url('/members/sara'))).toBe(false);
  });
});

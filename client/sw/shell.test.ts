import { describe, expect, it } from 'vitest';
import { SHELL_URLS, shellEntries } from './shell.ts';

describe("the service worker's app shell", () => {
  const build = [
    { url: 'assets/index-AAA.js', revision: null },
    { url: 'favicon.svg', revision: '1' },
  ];

  it('precaches the home page of each language with one revision', () => {
    const entries = shellEntries(build);
    expect(entries.map((entry) => entry.url)).toEqual([...SHELL_URLS]);
    expect(entries[0].revision).toMatch(/^[0-9a-z]+$/);
    expect(entries[1].revision).toBe(entries[0].revision);
  });

  it('keeps its revision for the same build and changes it when an asset changes', () => {
    expect(shellEntries(build)[0].revision).toBe(shellEntries(structuredClone(build))[0].revision);
    const released = [{ url: 'assets/index-BBB.js', revision: null }, build[1]];
    expect(shellEntries(released)[0].revision).not.toBe(shellEntries(build)[0].revision);
    const newIcon = [build[0], { url: 'favicon.svg', revision: '2' }];
    expect(shellEntries(newIcon)[0].revision).not.toBe(shellEntries(build)[0].revision);
  });
});

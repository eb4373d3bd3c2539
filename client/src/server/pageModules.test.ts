import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicPages } from '../routing/publicPages.ts';
import { modulesOfPage, pageModules } from './pageModules.ts';

const clientRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the modules a page preloads', () => {
  it('names a screen and a query that exist, for every public page', () => {
    for (const { id } of publicPages) {
      expect(pageModules[id].length, id).toBeGreaterThan(0);
      for (const module of pageModules[id]) expect(existsSync(path.join(clientRoot, module)), module).toBe(true);
    }
  });

  it('adds the messages the entry does not carry', () => {
    const home = publicPages.find((page) => page.id === 'home')!;
    expect(modulesOfPage('home', home.page, 'en').filter((m) => m.startsWith('virtual:'))).toEqual([]);
    expect(modulesOfPage('home', home.page, 'ar').filter((m) => m.startsWith('virtual:'))).toEqual([
      'virtual:dalil-messages/ar/first',
    ]);
    const events = publicPages.find((page) => page.id === 'events')!;
    expect(modulesOfPage('events', events.page, 'en').filter((m) => m.startsWith('virtual:'))).toEqual([
      'virtual:dalil-messages/en/screens',
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messagePartOf } from './messageParts.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const translations = path.resolve(src, '..', '..', 'translations');

// What the first route renders with only the 'first' messages: the shell, the error screens and the home screen.
const firstRouteSources = [
  'app',
  'layout',
  'errors',
  'routes/home',
  'ui/ForwardArrow.tsx',
  'ui/icons.tsx',
  'ui/screenIcons.tsx',
  'ui/useLoadOnScroll.ts',
  'ui/usePrefersReducedMotion.ts',
  'routes/happenings/CardRow.tsx',
  'routes/happenings/HappeningRow.tsx',
  'routes/happenings/HappeningCard.tsx',
  'routes/happenings/PriceTag.tsx',
  'routes/happenings/DateRange.tsx',
];

function sourceFiles(entry: string): string[] {
  const full = path.join(src, entry);
  if (/\.tsx?$/.test(full)) return [full];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => item.isFile() && /\.tsx?$/.test(item.name) && !item.name.includes('.test.'))
    .map((item) => path.join(full, item.name));
}

const messageIds = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bid(?::\s*|=)['"](\w+\.[\w.]+)['"]/g)].map((match) => match[1]);

describe('message parts', () => {
  it('puts every message the first route shows in the part that ships with the entry', () => {
    const ids = firstRouteSources.flatMap(sourceFiles).flatMap(messageIds);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => messagePartOf(id) !== 'first')).toEqual([]);
  });

  it('leaves the other screens’ namespaces out of the entry, in both languages', () => {
    for (const locale of ['en', 'ar']) {
      const ids = Object.keys(
        JSON.parse(readFileSync(path.join(translations, `${locale}.json`), 'utf8')) as Record<string, string>,
      );
      const first = ids.filter((id) => messagePartOf(id) === 'first');
      expect(first.length).toBeLessThan(ids.length / 3);
      expect(messagePartOf('community.tips')).toBe('screens');
      expect(messagePartOf('profile.title')).toBe('screens');
    }
  });
});

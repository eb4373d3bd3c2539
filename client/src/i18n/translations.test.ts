import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const translationsDir = path.resolve(clientDir, '..', 'translations');
const readMessages = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** What the source declares right now (the same extraction as `npm run i18n:extract`, into a temporary file). */
function extractFromSource(): Record<string, string> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'dalil-i18n-')), 'en.json');
  const cli = path.resolve(clientDir, '..', 'node_modules', '.bin', 'formatjs');
  execFileSync(cli, ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/__generated__/**', '--format', 'simple', '--out-file', out], { cwd: clientDir });
  return readMessages(out);
}

function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal) found.add(String(element.value));
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

function pluralOptions(elements: MessageFormatElement[]): string[] | null {
  const plural = elements.find((element) => element.type === TYPE.plural);
  return plural && plural.type === TYPE.plural ? Object.keys(plural.options) : null;
}

const en = readMessages(path.join(translationsDir, 'en.json'));
const ar = readMessages(path.join(translationsDir, 'ar.json'));

describe('translations', () => {
  it('en.json matches the messages declared in the source (run `npm run i18n:extract -w client`)', () => {
    expect(en).toEqual(extractFromSource());
  }, 20_000);

  it('ar.json has exactly the keys of en.json, none left empty or in English', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    const untranslated = Object.entries(ar).filter(([key, text]) => !text.trim() || (text === en[key] && /[a-z]{3}/i.test(text.replace(/\{[^}]*\}/g, ''))));
    // Brand names may stay in Latin script.
    expect(untranslated.map(([key]) => key).filter((key) => key !== 'calendar.outlook')).toEqual([]);
  });

  it('every Arabic message parses and uses the same arguments as the English one', () => {
    for (const [key, text] of Object.entries(ar)) {
      const english = en[key] ?? '';
      expect([...argumentsOf(parse(text))].sort(), key).toEqual([...argumentsOf(parse(english))].sort());
    }
  });

  it('Arabic plurals give all six forms', () => {
    for (const [key, english] of Object.entries(en)) {
      if (!pluralOptions(parse(english))) continue;
      expect(pluralOptions(parse(ar[key] ?? '')), key).toEqual(expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']));
    }
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formattingLocale } from './locale.ts';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const translationsDir = path.resolve(clientDir, '..', 'translations');
const readMessages = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** What the source declares right now (the same extraction as `npm run i18n:extract`, into a temporary file). */
function extractFromSource(): Record<string, string> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'dalil-i18n-')), 'en.json');
  const cli = path.resolve(clientDir, '..', 'node_modules', '.bin', 'formatjs');
  execFileSync(
    cli,
    ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/__generated__/**', '--format', 'simple', '--out-file', out],
    { cwd: clientDir },
  );
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

/** Names of the arguments some message formats as a number (plural, number), and the messages using them as plain text. */
function numberArguments(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.number || element.type === TYPE.plural) found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) numberArguments(option.value, found);
    }
  }
  return found;
}

function plainArguments(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument) found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) plainArguments(option.value, found);
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
    const untranslated = Object.entries(ar).filter(
      ([key, text]) => !text.trim() || (text === en[key] && /[a-z]{3}/i.test(text.replace(/\{[^}]*\}/g, ''))),
    );
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
      expect(pluralOptions(parse(ar[key] ?? '')), key).toEqual(
        expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']),
      );
    }
  });

  it('numbers are formatted by the locale (a plain {count} would stay in Western digits on Arabic pages)', () => {
    const numeric = new Set(Object.values({ ...en, ...ar }).flatMap((text) => [...numberArguments(parse(text))]));
    const plainNumbers = Object.entries({
      ...en,
      ...Object.fromEntries(Object.entries(ar).map(([key, text]) => [`ar:${key}`, text])),
    }).flatMap(([key, text]) =>
      [...plainArguments(parse(text))].filter((name) => numeric.has(name)).map((name) => `${key}: ${name}`),
    );
    expect(plainNumbers).toEqual([]);
  });

  it('the footer year is in Arabic-Indic digits in Arabic and ungrouped in both languages', () => {
    // Renamed so the message extraction does not take this call for a second declaration of the message.
    const year = (locale: 'en' | 'ar') => {
      const { formatMessage: format } = createIntl({
        locale: formattingLocale(locale),
        messages: locale === 'ar' ? ar : en,
      });
      return format({ id: 'footer.copyright' }, { year: 2026 });
    };
    expect(year('ar')).toContain('٢٠٢٦');
    expect(year('ar')).not.toMatch(/[0-9]/);
    expect(year('en')).toContain('© 2026 Dalil');
  });
});

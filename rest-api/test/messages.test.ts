// The codes of the error bodies are worded by the gateway from translations/server/: each needs both languages there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { message, messageKeys } from '../src/http/messages.ts';

const serverTranslations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'translations',
  'server',
);
const catalog = (locale: string) =>
  JSON.parse(readFileSync(path.join(serverTranslations, `${locale}.json`), 'utf8')) as Record<string, string>;

describe('message codes', () => {
  it.each(['en', 'ar'])('each has a %s text in translations/server', (locale) => {
    const texts = catalog(locale);
    expect(messageKeys.filter((code) => !texts[code]?.trim())).toEqual([]);
  });

  it('keep the English words of the REST texts', () => {
    const english = catalog('en');
    expect(messageKeys.filter((code) => english[code] !== message(code).text)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as reactIntl from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formattingLocale, type Locale } from '../locale.ts';
import * as ours from './index.ts';

const translationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'translations',
);
const translations = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(translationsDir, `${locale}.json`), 'utf8')) as Record<string, string>;

/** Each argument of a message and whether it is counted (plural, number) or shown as it is. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, 'text' | 'number'>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument && !found.has(element.value)) found.set(element.value, 'text');
    if (element.type === TYPE.number || element.type === TYPE.plural) found.set(element.value, 'number');
    if (element.type === TYPE.select && !found.has(element.value)) found.set(element.value, 'text');
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

// Arabic has six plural forms (zero, one, two, few, many, other): these counts reach every one, and 1.5 a fraction.
const counts = [0, 1, 2, 3, 11, 100, 1.5, 2026, 1234567];

function sampleValues(message: string) {
  const names = [...argumentsOf(parse(message))];
  if (!names.some(([, kind]) => kind === 'number'))
    return [Object.fromEntries(names.map(([name]) => [name, `‹${name}›`]))];
  return counts.map((count) =>
    Object.fromEntries(names.map(([name, kind]) => [name, kind === 'number' ? count : `‹${name}›`])),
  );
}

describe.each(['en', 'ar'] as const)('the formatting layer formats like react-intl in %s', (locale) => {
  const messages = translations(locale);
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
  const config = { locale: formattingLocale(locale), defaultLocale: 'en', onError: () => {} };
  const theirs = reactIntl.createIntl({ ...config, messages: compiled });
  const mine = ours.createIntl({ ...config, messages: compiled });
  const mineFromText = ours.createIntl({ ...config, messages });

  it('every message, with sample values for its arguments', () => {
    let formatted = 0;
    for (const [id, text] of Object.entries(messages))
      for (const values of sampleValues(text)) {
        // A variable, not a literal: the message extraction (translations.test.ts) reads literals only.
        const descriptor = { id };
        const expected = theirs.formatMessage(descriptor, values);
        expect(mine.formatMessage(descriptor, values), `${id} ${JSON.stringify(values)}`).toBe(expected);
        expect(mineFromText.formatMessage(descriptor, values), id).toBe(expected);
        formatted++;
      }
    expect(formatted).toBeGreaterThan(Object.keys(messages).length);
  });

  it('numbers, dates and lists', () => {
    for (const value of counts) expect(mine.formatNumber(value)).toBe(theirs.formatNumber(value));
    const date = { dateStyle: 'medium', timeZone: 'Asia/Riyadh' } as const;
    expect(mine.formatDate('2026-03-01T21:30:00Z', date)).toBe(theirs.formatDate('2026-03-01T21:30:00Z', date));
    const list = ['a', 'b', 'c'];
    expect(mine.formatList(list, { type: 'conjunction' })).toBe(theirs.formatList(list, { type: 'conjunction' }));
  });

  it('a missing message falls back to its default text, then to its id', () => {
    const missing = { id: 'no.such.message', defaultMessage: 'Hello {name}' };
    expect(mine.formatMessage(missing, { name: 'x' })).toBe(theirs.formatMessage(missing, { name: 'x' }));
    expect(mine.formatMessage({ id: 'no.such.message' })).toBe(theirs.formatMessage({ id: 'no.such.message' }));
  });

  it('React nodes among the values render the same markup', () => {
    const [id, text] = Object.entries(messages).find(([, message]) => argumentsOf(parse(message)).size > 1)!;
    const values = Object.fromEntries(
      [...argumentsOf(parse(text))].map(([name, kind]) => [
        name,
        kind === 'number' ? 2 : createElement('b', null, name),
      ]),
    );
    const ourMarkup = renderToStaticMarkup(
      createElement(
        ours.IntlProvider,
        { ...config, messages: compiled },
        createElement(ours.FormattedMessage, { id, values }),
      ),
    );
    const theirMarkup = renderToStaticMarkup(
      createElement(
        reactIntl.IntlProvider,
        { ...config, messages: compiled },
        createElement(reactIntl.FormattedMessage, { id, values }),
      ),
    );
    expect(ourMarkup).toBe(theirMarkup);
  });
});

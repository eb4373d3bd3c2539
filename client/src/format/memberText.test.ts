// Members' text (names, list names, captions, bios, tips) never reorders the text around it: every place the client
// shows it as an element's content has it in a <bdi> or a dir="auto" element, and every sentence it is put into has it
// through isolate(). This reads the components' sources, so a new screen showing members' text is checked too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { favouriteMessages } from '../routes/favourites/favouriteMessages.ts';
import { isolate } from './isolate.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const components = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.includes('__generated__'))
  .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));

// Fields written by members; a list's name and description only where favourite lists are shown.
const MEMBER_TEXT = /[\w?.]+\.(?:fullName|firstName|username|caption|bio)\b(?![\w(])/g;
const LIST_TEXT = /\b(?:list|data)\.(?:name|description)\b(?![\w(])/g;

/** Where a member's text is shown without isolation: `file: code` of each place. */
function unisolated(file: string, text: string): string[] {
  const found: string[] = [];
  const patterns = file.includes('favourites') ? [MEMBER_TEXT, LIST_TEXT] : [MEMBER_TEXT];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const before = text.slice(0, match.index).trimEnd();
      const line = `${file}: ${text.slice(match.index, text.indexOf('\n', match.index)).trim()}`;
      const whole = /^\s*\}/.test(text.slice(match.index + match[0].length));
      if (whole && before.endsWith('{') && before.slice(0, -1).trimEnd().endsWith('>')) {
        // The content of an element: the element itself must isolate it.
        const opening = before.slice(before.lastIndexOf('<', before.lastIndexOf('>')));
        if (!opening.startsWith('<bdi') && !opening.includes('dir="auto"')) found.push(line);
      } else if (/\b\w+:$/.test(before) && /formatMessage\([^;]*$/s.test(before)) {
        // A value of a message: isolate() it.
        found.push(line);
      }
    }
  }
  return found;
}

describe("members' text", () => {
  it('is isolated wherever a component shows it', () => {
    expect(components.length).toBeGreaterThan(50);
    expect(components.flatMap(({ file, text }) => unisolated(file, text))).toEqual([]);
  });

  it('the check sees an element or a message that does not isolate it', () => {
    expect(unisolated('a.tsx', '<h1 className={s.t}>{me.fullName}</h1>')).toHaveLength(1);
    expect(unisolated('a.tsx', '<h1><bdi>{me.fullName}</bdi></h1>')).toEqual([]);
    expect(unisolated('a.tsx', '<p dir="auto">\n  {photo.caption}\n</p>')).toEqual([]);
    expect(unisolated('a.tsx', 'intl.formatMessage(m.by, { name: list.owner.fullName })')).toHaveLength(1);
    expect(unisolated('a.tsx', 'intl.formatMessage(m.by, { name: isolate(list.owner.fullName) })')).toEqual([]);
    expect(unisolated('favourites/a.tsx', '<h1 className={s.t}>{list.name}</h1>')).toHaveLength(1);
    expect(unisolated('a.tsx', '<p>{me.username ? <a>x</a> : null}</p>')).toEqual([]);
  });

  it('in a sentence keeps a right-to-left override inside the name', () => {
    const intl = createIntl({ locale: 'en', messages: {} });
    const sentence = intl.formatMessage(favouriteMessages.sharedBy, { name: isolate('Nora \u202Eexe.txt') });
    expect(sentence).toBe('A list by \u2068Nora \u202Eexe.txt\u2069');
  });
});

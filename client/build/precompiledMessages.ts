import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { allMessageParts, messagePartOf, type MessagePart } from '../src/i18n/messageParts.ts';

const PREFIX = 'virtual:dalil-messages/';

/**
 * Serves translations/<locale>.json as `virtual:dalil-messages/<locale>/<part>` with every message already parsed to
 * the ICU AST, so the browser bundle can drop the message parser (see the alias in vite.config.ts). The part is the
 * first route's namespaces or all the others (src/i18n/messageParts.ts).
 */
export function precompiledMessages(translationsDir: string): Plugin {
  return {
    name: 'dalil-precompiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, part] = id.slice(PREFIX.length + 1).split('/');
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`Unknown messages locale: ${locale}`);
      if (!allMessageParts.includes(part as MessagePart)) throw new Error(`Unknown messages part: ${part}`);
      const file = path.join(translationsDir, `${locale}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => messagePartOf(key) === part)
          .map(([key, message]) => [key, parse(message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

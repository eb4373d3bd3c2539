import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { allMessageParts, messagePartOf, type MessagePart } from '../src/i18n/messageParts.ts';

const PREFIX = 'virtual:dalil-messages/';
const cliPackage = createRequire(import.meta.url).resolve('@formatjs/cli/package.json');
const formatjs = path.join(path.dirname(cliPackage), 'bin', 'formatjs');

type Compiled = Record<string, MessageFormatElement[]>;
const compiledFiles = new Map<string, { modified: number; messages: Compiled }>();

/** A translations file compiled to the ICU AST by formatjs's `formatjs compile --ast`, once per version of the file. */
function compiled(file: string): Compiled {
  const modified = statSync(file).mtimeMs;
  const known = compiledFiles.get(file);
  if (known?.modified === modified) return known.messages;
  const output = execFileSync(process.execPath, [formatjs, 'compile', file, '--ast', '--format', 'simple'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const messages = JSON.parse(output) as Compiled;
  compiledFiles.set(file, { modified, messages });
  return messages;
}

/**
 * Serves translations/<locale>.json as `virtual:dalil-messages/<locale>/<part>` with every message precompiled to the
 * ICU AST by @formatjs/cli, so the browser bundle can drop the message parser (see the alias in vite.config.ts). The part is the
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
      const messages = Object.fromEntries(
        Object.entries(compiled(file)).filter(([key]) => messagePartOf(key) === part),
      );
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}

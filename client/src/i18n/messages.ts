import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enFirst from 'virtual:dalil-messages/en/first';
import type { Locale } from './locale.ts';
import { allMessageParts, type MessagePart } from './messageParts.ts';

/** Messages pre-parsed at build time (see build/precompiledMessages.ts), keyed by message id. */
export type Messages = Record<string, MessageFormatElement[]>;

// The first route's English messages ship with the entry chunk; everything else is fetched the first time it is needed.
const loaders: Record<Locale, Record<MessagePart, () => Promise<Messages>>> = {
  en: {
    first: async () => enFirst,
    screens: async () => (await import('virtual:dalil-messages/en/screens')).default,
  },
  ar: {
    first: async () => (await import('virtual:dalil-messages/ar/first')).default,
    screens: async () => (await import('virtual:dalil-messages/ar/screens')).default,
  },
};

const loaded = new Map<string, Messages>([['en/first', enFirst]]);

async function loadPart(locale: Locale, part: MessagePart): Promise<Messages> {
  const key = `${locale}/${part}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const messages = await loaders[locale][part]();
  loaded.set(key, messages);
  return messages;
}

/** The locale's messages of the given parts (all of them unless the screen needs fewer). */
export async function loadMessages(locale: Locale, parts: readonly MessagePart[] = allMessageParts): Promise<Messages> {
  const messages = await Promise.all(parts.map((part) => loadPart(locale, part)));
  return Object.assign({}, ...messages) as Messages;
}

/** The locale's messages loaded so far, or null. */
export function loadedMessages(locale: Locale): Messages | null {
  const parts = allMessageParts
    .map((part) => loaded.get(`${locale}/${part}`))
    .filter((messages) => messages !== undefined);
  return parts.length ? (Object.assign({}, ...parts) as Messages) : null;
}

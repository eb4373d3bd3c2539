import type { MessageFormatElement } from 'react-intl';
import en from 'virtual:dalil-messages/en';
import type { Locale } from './locale.ts';

/** Messages pre-parsed at build time (see build/precompiledMessages.ts), keyed by message id. */
export type Messages = Record<string, MessageFormatElement[]>;

// English ships with the entry chunk; Arabic is fetched the first time it is needed.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  ar: async () => (await import('virtual:dalil-messages/ar')).default,
};

const loaded = new Map<Locale, Messages>([['en', en]]);

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = await loaders[locale]();
  loaded.set(locale, messages);
  return messages;
}

/** Messages already loaded for the locale, or null. */
export function loadedMessages(locale: Locale): Messages | null {
  return loaded.get(locale) ?? null;
}

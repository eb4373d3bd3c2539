import type { Locale } from './locale.ts';
import en from '../../../translations/en.json';

export type Messages = Record<string, string>;

// English ships with the entry chunk (it is also every message's default); Arabic is fetched the first time it is needed.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  ar: async () => (await import('../../../translations/ar.json')).default,
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

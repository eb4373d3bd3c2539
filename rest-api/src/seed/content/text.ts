// Small text helpers shared by the content builders.
import type { Bilingual } from '../types.ts';

export type Placeholders = Record<string, Bilingual>;

/** Replaces `{name}` placeholders in both languages with the matching language of each value. */
export function fill(template: Bilingual, values: Placeholders): Bilingual {
  const replace = (text: string, lang: keyof Bilingual) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`unknown placeholder ${whole} in "${text}"`);
      return value[lang];
    });
  return { en: replace(template.en, 'en'), ar: replace(template.ar, 'ar') };
}

/** Joins sentences in both languages with a space. */
export function joinSentences(parts: Bilingual[]): Bilingual {
  return { en: parts.map((p) => p.en).join(' '), ar: parts.map((p) => p.ar).join(' ') };
}

/** Lowercase ascii kebab-case. */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\p{ASCII}]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug from parts; a part already present as a whole segment run is skipped (e.g. a venue named in the key). */
export function slugFrom(parts: string[]): string {
  let slug = '';
  for (const part of parts.map(kebab)) {
    if (part === '' || `-${slug}-`.includes(`-${part}-`)) continue;
    slug = slug === '' ? part : `${slug}-${part}`;
  }
  return slug;
}

// A topic: facts about one subject of one city, written once in both languages; build.ts writes it out as an English
// article and an Arabic one.
import type { Bilingual } from '../types.ts';

export type TopicKind = 'landmark' | 'food' | 'season' | 'culture';
type Pair = [en: string, ar: string];

export interface Topic {
  citySlug: string;
  slug: string;
  kind: TopicKind;
  /** the cover's pictogram (media/motifs.ts) */
  motif: string;
  tagSlugs: string[];
  title: Bilingual;
  summary: Bilingual;
  facts: Bilingual[];
  tip: Bilingual;
}

const bi = ([en, ar]: Pair): Bilingual => ({ en, ar });

export const topic = (
  citySlug: string,
  slug: string,
  kind: TopicKind,
  motif: string,
  tagSlugs: string[],
  title: Pair,
  summary: Pair,
  facts: Pair[],
  tip: Pair,
): Topic => ({
  citySlug,
  slug,
  kind,
  motif,
  tagSlugs,
  title: bi(title),
  summary: bi(summary),
  facts: facts.map(bi),
  tip: bi(tip),
});

// The seed articles: each topic written out once in English and once in Arabic (two articles, each in one language),
// with a byline, a source and a publication date spread over the year.
import type { ArticleLanguage } from '../../db/schema.ts';
import { eastTopics } from './topics-east.ts';
import { westTopics } from './topics-west.ts';
import type { Topic, TopicKind } from './topic.ts';

export interface SeedArticle {
  slug: string;
  /** the slug of the same topic in the other language */
  translationSlug: string;
  shareId: string;
  language: ArticleLanguage;
  title: string;
  summary: string;
  /** HTML; stored sanitised (articles/html.ts) */
  body: string;
  sourceName: string;
  authorName: string;
  motif: string;
  tagSlugs: string[];
  citySlugs: string[];
  kind: TopicKind;
  publishedAt: Date;
}

export const TOPICS: Topic[] = [...westTopics, ...eastTopics];

const HEADINGS = {
  en: { facts: 'What to know', tip: 'Our tip', more: 'Plan your visit with the city guide' },
  ar: { facts: 'ما يجب معرفته', tip: 'نصيحتنا', more: 'خطط لزيارتك مع دليل المدينة' },
};
const SOURCES = {
  en: ['Dalil Editors', 'Red Sea Weekly', 'Najd Journal'],
  ar: ['محررو دليل', 'أسبوعية البحر الأحمر', 'مجلة نجد'],
};
const AUTHORS = {
  en: ['Sara Al-Harbi', 'Omar Nasser', 'Lina Qasim', 'Faisal Al-Otaibi'],
  ar: ['سارة الحربي', 'عمر ناصر', 'لينا قاسم', 'فيصل العتيبي'],
};
const FIRST_DAY = Date.UTC(2026, 0, 4, 6);
const DAY = 86_400_000;

function body(topic: Topic, language: ArticleLanguage): string {
  const h = HEADINGS[language];
  const facts = topic.facts.map((fact) => `<li>${fact[language]}</li>`).join('');
  return (
    `<p>${topic.summary[language]}</p><h2>${h.facts}</h2><ul>${facts}</ul>` +
    `<h2>${h.tip}</h2><p><strong>${topic.tip[language]}</strong></p>` +
    `<p><a href="https://dalil.example/${language}/cities/${topic.citySlug}">${h.more}</a></p>`
  );
}

export function seedArticles(): SeedArticle[] {
  return TOPICS.flatMap((topic, index) =>
    (['en', 'ar'] as const).map((language, side) => {
      const n = index * 2 + side;
      const arabicSlug = `${topic.slug}-ar`;
      return {
        slug: language === 'en' ? topic.slug : arabicSlug,
        translationSlug: language === 'en' ? arabicSlug : topic.slug,
        shareId: `a${(n + 1).toString(36).padStart(3, '0')}${topic.slug.slice(0, 4)}`,
        language,
        title: topic.title[language],
        summary: topic.summary[language],
        body: body(topic, language),
        sourceName: SOURCES[language][n % SOURCES[language].length],
        authorName: AUTHORS[language][index % AUTHORS[language].length],
        motif: topic.motif,
        tagSlugs: topic.tagSlugs,
        citySlugs: [topic.citySlug],
        kind: topic.kind,
        publishedAt: new Date(FIRST_DAY + (index * 5 + side * 2) * DAY),
      };
    }),
  );
}

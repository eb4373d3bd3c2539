// The articles list's filters live in the URL (?language=ar&source=...&tag=<Tag id>), so a filtered list can be shared.
// Without a language the list shows the viewer's language; `any` shows both.
import type { ArticleFilter, ArticleLanguage } from './__generated__/ArticleListScreenQuery.graphql';

export type ArticleLanguageChoice = 'en' | 'ar' | 'any';
const isLanguageChoice = (value: string | null): value is ArticleLanguageChoice =>
  value === 'en' || value === 'ar' || value === 'any';

export interface ArticleFilters {
  language?: ArticleLanguageChoice;
  source?: string;
  tagId?: string;
}

export function filtersFromSearchParams(params: URLSearchParams): ArticleFilters {
  const language = params.get('language');
  return {
    language: isLanguageChoice(language) ? language : undefined,
    source: params.get('source')?.slice(0, 200) || undefined,
    tagId: params.get('tag') || undefined,
  };
}

export function searchForFilters(filters: ArticleFilters): string {
  const params = new URLSearchParams();
  if (filters.language) params.set('language', filters.language);
  if (filters.source) params.set('source', filters.source);
  if (filters.tagId) params.set('tag', filters.tagId);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The language arguments of the list and of its sources and tags. */
export function languageInput(filters: ArticleFilters): { language: ArticleLanguage | null; anyLanguage: boolean } {
  const { language } = filters;
  return {
    language: language && language !== 'any' ? (language.toUpperCase() as ArticleLanguage) : null,
    anyLanguage: language === 'any',
  };
}

export function toFilterInput(filters: ArticleFilters): ArticleFilter {
  return {
    ...languageInput(filters),
    source: filters.source ?? null,
    tagIds: filters.tagId ? [filters.tagId] : null,
  };
}

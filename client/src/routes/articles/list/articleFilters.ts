// The articles list's filters live in the URL (?language=ar&source=...&tag=<Tag id>), so a filtered list can be shared.
import type { ArticleFilter, ArticleLanguage } from './__generated__/ArticleListScreenQuery.graphql';

export interface ArticleFilters {
  language?: 'en' | 'ar';
  source?: string;
  tagId?: string;
}

export function filtersFromSearchParams(params: URLSearchParams): ArticleFilters {
  const language = params.get('language');
  return {
    language: language === 'en' || language === 'ar' ? language : undefined,
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

export function toFilterInput(filters: ArticleFilters): ArticleFilter {
  return {
    language: filters.language ? (filters.language.toUpperCase() as ArticleLanguage) : null,
    source: filters.source ?? null,
    tagIds: filters.tagId ? [filters.tagId] : null,
  };
}

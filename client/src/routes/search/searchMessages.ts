import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { KnownSearchKind } from './searchParams.ts';

const messages = defineMessages({
  searching: { id: 'search.searching', defaultMessage: 'Searching…' },
  noSuggestions: { id: 'search.noSuggestions', defaultMessage: 'Nothing matches “{text}” yet. Press Enter to search.' },
  allResults: { id: 'search.allResults', defaultMessage: 'All results for “{text}”' },
  recent: { id: 'search.recent', defaultMessage: 'Recent searches' },
  removeRecent: { id: 'search.removeRecent', defaultMessage: 'Remove “{text}” from recent searches' },
  clearRecent: { id: 'search.clearRecent', defaultMessage: 'Clear all' },
  title: { id: 'search.title', defaultMessage: 'Search' },
  resultsHeading: { id: 'search.resultsHeading', defaultMessage: 'Results for “{text}”' },
  resultsCount: {
    id: 'search.resultsCount',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
  },
  seeAll: { id: 'search.seeAll', defaultMessage: 'See all {count, number} {kind}' },
  backToAll: { id: 'search.backToAll', defaultMessage: 'Back to all kinds' },
  emptyTitle: { id: 'search.emptyTitle', defaultMessage: 'No results for “{text}”' },
  emptyHint: {
    id: 'search.emptyHint',
    defaultMessage: 'Check the spelling, try fewer words, or search in English or Arabic.',
  },
  emptyFilteredHint: { id: 'search.emptyFilteredHint', defaultMessage: 'Try removing a filter.' },
  startTitle: { id: 'search.startTitle', defaultMessage: 'What are you looking for?' },
  startHint: {
    id: 'search.startHint',
    defaultMessage: 'Search places, events, experiences, organisers, categories and tags, in English or Arabic.',
  },
  filtersNote: {
    id: 'search.filtersNote',
    defaultMessage: 'Filters narrow events and experiences.',
  },
  date: { id: 'search.date', defaultMessage: 'Date' },
  category: { id: 'search.category', defaultMessage: 'Category' },
  audience: { id: 'search.audience', defaultMessage: 'Audience' },
  period: { id: 'search.period', defaultMessage: 'When' },
  clearFilters: { id: 'search.clearFilters', defaultMessage: 'Clear filters' },
  otherCities: {
    id: 'search.otherCities',
    defaultMessage: '{count, plural, one {# more result} other {# more results}} in other cities.',
  },
  searchEveryCity: { id: 'search.searchEveryCity', defaultMessage: 'Search all cities' },
});

/** Untyped descriptors: the values of each message are checked by the ICU extraction, not by tsc. */
export const searchMessages: Record<keyof typeof messages, MessageDescriptor> = messages;

export const kindMessages: Record<KnownSearchKind, MessageDescriptor> = defineMessages({
  PLACES: { id: 'search.kind.places', defaultMessage: 'Places' },
  EVENTS: { id: 'search.kind.events', defaultMessage: 'Events' },
  EXPERIENCES: { id: 'search.kind.experiences', defaultMessage: 'Experiences' },
  ORGANIZERS: { id: 'search.kind.organizers', defaultMessage: 'Organisers' },
  CATEGORIES: { id: 'search.kind.categories', defaultMessage: 'Categories' },
  TAGS: { id: 'search.kind.tags', defaultMessage: 'Tags' },
  ARTICLES: { id: 'search.kind.articles', defaultMessage: 'Articles' },
});

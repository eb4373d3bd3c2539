// The full results page's URL (/search?q=…&kind=…&category=…&audience=…&period=…&date=…&city=all): what it shows is all in
// the URL, so a search can be shared and the server runs the same query (docs/search.md#results-page).
import type { SearchKind } from './results/__generated__/SearchResultsScreenQuery.graphql.ts';
import { ALL_CITIES_ID, cityIdsOf } from '../../settings/allCities.ts';
import { periods, type Period } from '../happenings/list/happeningFilters.ts';

/** The schema's SearchKind values this client knows, in the order of the groups. */
export type KnownSearchKind = Exclude<SearchKind, '%future added value'>;

// URL spellings of the kinds ("see all" links).
const kindParams: Record<KnownSearchKind, string> = {
  PLACES: 'places',
  EVENTS: 'events',
  EXPERIENCES: 'experiences',
  ORGANIZERS: 'organizers',
  CATEGORIES: 'categories',
  TAGS: 'tags',
  ARTICLES: 'articles',
};
export const searchKinds = Object.keys(kindParams) as KnownSearchKind[];

const periodParams: Record<Period, string> = { TODAY: 'today', THIS_WEEK: 'this-week', THIS_MONTH: 'this-month' };

/** Longest text the client sends (the gateway accepts 200). */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** Results of each kind on the grouped page, and of the one kind of a "see all" page. */
export const GROUP_SIZE = 5;
export const SEE_ALL_SIZE = 50;

export interface SearchState {
  text: string;
  /** One kind only ("see all"). */
  kind?: KnownSearchKind;
  /** Global ids. */
  categoryId?: string;
  audienceId?: string;
  period?: Period;
  /** YYYY-MM-DD */
  date?: string;
  /** Every city, whatever the chosen city (`city=all`: the widened search). */
  everyCity?: boolean;
}

const clean = (value: string | null) => value?.trim() || undefined;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function searchStateFromParams(params: URLSearchParams): SearchState {
  const state: SearchState = { text: (clean(params.get('q')) ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH) };
  const kind = clean(params.get('kind'));
  state.kind = searchKinds.find((candidate) => kindParams[candidate] === kind);
  const period = clean(params.get('period'));
  state.period = periods.find((candidate) => periodParams[candidate] === period);
  state.categoryId = clean(params.get('category'));
  state.audienceId = clean(params.get('audience'));
  const date = clean(params.get('date'));
  state.date = date && isDay(date) ? date : undefined;
  if (clean(params.get('city')) === ALL_CITIES_ID) state.everyCity = true;
  return state;
}

/** `/search?…` of a state, parameters in a fixed order. */
export function searchPath(state: SearchState): string {
  const params = new URLSearchParams();
  const text = state.text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  if (text) params.set('q', text);
  if (state.kind) params.set('kind', kindParams[state.kind]);
  if (state.categoryId) params.set('category', state.categoryId);
  if (state.audienceId) params.set('audience', state.audienceId);
  if (state.period) params.set('period', periodParams[state.period]);
  if (state.date) params.set('date', state.date);
  if (state.everyCity) params.set('city', ALL_CITIES_ID);
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

export const hasHappeningFilter = (state: SearchState) =>
  Boolean(state.categoryId || state.audienceId || state.period || state.date);

/** The query variables of the results page (the city comes from the chosen city unless the URL says every city). */
export function searchVariables(state: SearchState, cityId: string | null) {
  const filter: { categoryId?: string; audienceId?: string; period?: Period; date?: string; cityIds?: string[] } = {};
  if (state.categoryId) filter.categoryId = state.categoryId;
  if (state.audienceId) filter.audienceId = state.audienceId;
  if (state.period) filter.period = state.period;
  if (state.date) filter.date = state.date;
  const cityIds = state.everyCity ? [ALL_CITIES_ID] : cityIdsOf(cityId);
  if (cityIds) filter.cityIds = cityIds;
  return {
    text: state.text || ' ',
    hasText: state.text !== '',
    first: state.kind ? SEE_ALL_SIZE : GROUP_SIZE,
    kinds: state.kind ? [state.kind] : null,
    filter,
  };
}

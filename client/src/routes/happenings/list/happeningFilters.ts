import { cityIdsOf } from '../../../settings/allCities.ts';
import type { HappeningFilter } from './__generated__/HappeningListScreenQuery.graphql.ts';

/** The filters of the events and experiences lists, as they live in the URL (shareable; a change is a navigation). */
export interface HappeningFilters {
  text?: string;
  period?: Period;
  /** One day, YYYY-MM-DD (Riyadh). */
  date?: string;
  /** Global ids. */
  categoryId?: string;
  audienceId?: string;
  listId?: string;
}

/** The schema's Period values this client knows. */
export type Period = Exclude<NonNullable<HappeningFilter['period']>, '%future added value'>;

// URL spellings of the periods: readable and stable even if the GraphQL enum changes.
const periodParams: Record<Period, string> = { TODAY: 'today', THIS_WEEK: 'this-week', THIS_MONTH: 'this-month' };
export const periods = Object.keys(periodParams) as Period[];

const params = {
  text: 'q',
  period: 'period',
  date: 'date',
  categoryId: 'category',
  audienceId: 'audience',
  listId: 'list',
} as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export const TEXT_MAX_LENGTH = 100;

function clean(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function filtersFromSearchParams(search: URLSearchParams): HappeningFilters {
  const filters: HappeningFilters = {};
  const text = clean(search.get(params.text));
  if (text) filters.text = text.slice(0, TEXT_MAX_LENGTH);
  const periodParam = clean(search.get(params.period));
  const period = periods.find((candidate) => periodParams[candidate] === periodParam);
  if (period) filters.period = period;
  const date = clean(search.get(params.date));
  if (date && isDay(date)) filters.date = date;
  for (const key of ['categoryId', 'audienceId', 'listId'] as const) {
    const value = clean(search.get(params[key]));
    if (value) filters[key] = value;
  }
  return filters;
}

/** Search params for the filters, in a fixed order so equal filters give equal URLs. */
export function searchParamsFromFilters(filters: HappeningFilters): URLSearchParams {
  const search = new URLSearchParams();
  const text = filters.text?.trim();
  if (text) search.set(params.text, text.slice(0, TEXT_MAX_LENGTH));
  if (filters.period) search.set(params.period, periodParams[filters.period]);
  if (filters.date) search.set(params.date, filters.date);
  for (const key of ['categoryId', 'audienceId', 'listId'] as const) {
    const value = filters[key]?.trim();
    if (value) search.set(params[key], value);
  }
  return search;
}

/** "?q=…&period=…" or "" when there is no filter. */
export function searchForFilters(filters: HappeningFilters): string {
  const search = searchParamsFromFilters(filters).toString();
  return search ? `?${search}` : '';
}

export function hasFilters(filters: HappeningFilters): boolean {
  return searchParamsFromFilters(filters).size > 0;
}

/**
 * The GraphQL HappeningFilter input; the city is the viewer's chosen city (none for all cities) unless none is chosen
 * (gateway default).
 */
export function toFilterInput(filters: HappeningFilters, cityId: string | null): HappeningFilter {
  const input: { -readonly [K in keyof HappeningFilter]: HappeningFilter[K] } = {};
  if (filters.text) input.text = filters.text;
  if (filters.period) input.period = filters.period;
  if (filters.date) input.date = filters.date;
  if (filters.categoryId) input.categoryIds = [filters.categoryId];
  if (filters.audienceId) input.audienceIds = [filters.audienceId];
  if (filters.listId) input.listId = filters.listId;
  const cityIds = cityIdsOf(cityId);
  if (cityIds) input.cityIds = cityIds;
  return input;
}

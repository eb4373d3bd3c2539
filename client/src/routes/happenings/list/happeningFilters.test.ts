import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  hasFilters,
  searchForFilters,
  searchParamsFromFilters,
  toFilterInput,
  TEXT_MAX_LENGTH,
} from './happeningFilters.ts';

describe('happening filters <-> URL search params', () => {
  it('reads every filter from the URL', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'q=%20jazz%20night%20&period=this-week&category=Q2F0ZWdvcnk6Mw%3D%3D&audience=QXVkaWVuY2U6MQ%3D%3D&list=SG9tZUxpc3Q6Mg%3D%3D',
      ),
    );
    expect(filters).toEqual({
      text: 'jazz night',
      period: 'THIS_WEEK',
      categoryId: 'Q2F0ZWdvcnk6Mw==',
      audienceId: 'QXVkaWVuY2U6MQ==',
      listId: 'SG9tZUxpc3Q6Mg==',
    });
  });

  it('ignores unknown periods, blank values and unrelated params', () => {
    expect(filtersFromSearchParams(new URLSearchParams('period=yesterday&q=%20%20&category=&utm_source=x'))).toEqual(
      {},
    );
  });

  it('round-trips through the URL', () => {
    const filters = { text: 'قهوة', period: 'TODAY' as const, audienceId: 'QXVkaWVuY2U6Mg==' };
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('writes params in a stable order and omits empty filters', () => {
    expect(searchForFilters({ listId: 'L', text: 'art', period: 'THIS_MONTH' })).toBe(
      '?q=art&period=this-month&list=L',
    );
    expect(searchForFilters({ text: '   ' })).toBe('');
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ categoryId: 'C' })).toBe(true);
  });

  it('caps the search text', () => {
    const long = 'a'.repeat(TEXT_MAX_LENGTH + 20);
    expect(filtersFromSearchParams(new URLSearchParams({ q: long })).text).toHaveLength(TEXT_MAX_LENGTH);
  });

  it('maps to the GraphQL filter input with the chosen city', () => {
    expect(
      toFilterInput({ text: 'art', categoryId: 'C', audienceId: 'A', period: 'TODAY', listId: 'L' }, 'Q2l0eToy'),
    ).toEqual({
      text: 'art',
      period: 'TODAY',
      categoryIds: ['C'],
      audienceIds: ['A'],
      listId: 'L',
      cityIds: ['Q2l0eToy'],
    });
    expect(toFilterInput({}, null)).toEqual({});
    // all cities: the one value for every city (shared/cities.ts), which the gateway reads as no city filter
    expect(toFilterInput({ text: 'art' }, 'all')).toEqual({ text: 'art', cityIds: ['all'] });
  });
});

describe('date filter', () => {
  it('reads a real day from the URL, ignores anything else, and passes it to GraphQL', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('date=2026-11-27&q=jazz'));
    expect(filters.date).toBe('2026-11-27');
    expect(searchForFilters(filters)).toBe('?q=jazz&date=2026-11-27');
    expect(toFilterInput(filters, null)).toEqual({ text: 'jazz', date: '2026-11-27' });
    expect(filtersFromSearchParams(new URLSearchParams('date=tomorrow')).date).toBeUndefined();
  });
});

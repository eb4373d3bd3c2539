// The two paging styles of the contract: offset paging (starting/per_page) answered in the Elasticsearch shape,
// and page paging (page/page_size) answered as count/page/results/next/previous.
import type { FastifyRequest } from 'fastify';

export const MAX_PAGE_SIZE = 100;
/** `page_size=all` (docs/limits.md#page-sizes). */
export const ALL_PAGE_SIZE = 999999;

export const offsetQuery = {
  starting: { type: 'integer', minimum: 0, default: 0 },
  per_page: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
} as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: {
    anyOf: [
      { type: 'string', enum: ['all'] },
      { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
    ],
    default: 20,
    description: `1-${MAX_PAGE_SIZE}, or \`all\``,
  },
} as const;

export interface OffsetQuery {
  starting: number;
  per_page: number;
}

export interface PageQuery {
  page: number;
  page_size: number | 'all';
}

export interface Window {
  offset: number;
  limit: number;
}

export const offsetWindow = (q: OffsetQuery): Window => ({ offset: q.starting, limit: q.per_page });

export function pageWindow(page: number, size: number | 'all'): Window {
  const limit = size === 'all' ? ALL_PAGE_SIZE : size;
  return { offset: (page - 1) * limit, limit };
}

export function offsetPage<T extends { id: number }>(q: OffsetQuery, total: number, items: T[]) {
  return {
    hits: { total, hits: items.map((item) => ({ _id: String(item.id), _source: item })) },
    starting: q.starting,
    per_page: q.per_page,
  };
}

/** next/previous keep every other query parameter of the request and change only `page`. */
export function pagedResults<T>(request: FastifyRequest, base: string, page: number, window: Window, count: number, results: T[]) {
  const link = (target: number) => {
    const url = new URL(request.url, 'http://placeholder');
    url.searchParams.set('page', String(target));
    return `${base}${url.pathname}${url.search}`;
  };
  return {
    count,
    page,
    results,
    next: window.offset + window.limit < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
  };
}

export const offsetPageSchema = (item: object) => ({
  type: 'object',
  required: ['hits', 'starting', 'per_page'],
  properties: {
    hits: {
      type: 'object',
      required: ['total', 'hits'],
      properties: {
        total: { type: 'integer' },
        hits: {
          type: 'array',
          items: { type: 'object', required: ['_id', '_source'], properties: { _id: { type: 'string' }, _source: item } },
        },
      },
    },
    starting: { type: 'integer' },
    per_page: { type: 'integer' },
  },
});

export const pagedResultsSchema = (item: object) => ({
  type: 'object',
  required: ['count', 'page', 'results', 'next', 'previous'],
  properties: {
    count: { type: 'integer' },
    page: { type: 'integer' },
    results: { type: 'array', items: item },
    next: { type: ['string', 'null'], format: 'uri' },
    previous: { type: ['string', 'null'], format: 'uri' },
  },
});

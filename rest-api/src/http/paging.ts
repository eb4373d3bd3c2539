// The two paging styles of the contract: offset paging (starting/per_page) answered in the Elasticsearch shape,
// and page paging (page/page_size) answered as count/page/results/next/previous.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { Defaulted, Nullable } from './typebox.ts';

export const MAX_PAGE_SIZE = 100;
/** `page_size=all` (docs/limits.md#page-sizes). */
export const ALL_PAGE_SIZE = 999999;

/** `per_page` of the events or experiences of one list (`event_list_ids`): a list's items in one page. */
export const LIST_ITEMS_PAGE_SIZE = 150;

export const offsetQuery = {
  starting: Defaulted(Type.Integer({ minimum: 0, default: 0 })),
  per_page: Defaulted(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
};

/** Offset paging whose `per_page` may reach `max` (checked against the route's own rule by the handler). */
export const offsetQueryUpTo = (max: number, description: string) => ({
  starting: offsetQuery.starting,
  per_page: Defaulted(Type.Integer({ minimum: 1, maximum: max, default: 20, description })),
});

/** page/page_size with the route's own default and maximum of page_size (no `all`). */
export const pageParams = (defaultSize: number, maxSize: number) => ({
  page: Defaulted(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Defaulted(Type.Integer({ minimum: 1, maximum: maxSize, default: defaultSize })),
});

export const pageQuery = {
  page: Defaulted(Type.Integer({ minimum: 1, default: 1 })),
  page_size: Defaulted(
    Type.Unsafe<number | 'all'>({
      anyOf: [
        { type: 'string', enum: ['all'] },
        { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      ],
      default: 20,
      description: `1-${MAX_PAGE_SIZE}, or \`all\``,
    }),
  ),
};

export interface OffsetQuery {
  starting: number;
  per_page: number;
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
export function pagedResults<T>(
  request: FastifyRequest,
  base: string,
  page: number,
  window: Window,
  count: number,
  results: T[],
) {
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

export const offsetPageSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    hits: Type.Object({
      total: Type.Integer(),
      hits: Type.Array(Type.Object({ _id: Type.String(), _source: item })),
    }),
    starting: Type.Integer(),
    per_page: Type.Integer(),
  });

export const pagedResultsSchema = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    page: Type.Integer(),
    results: Type.Array(item),
    next: Nullable(Type.String({ format: 'uri' })),
    previous: Nullable(Type.String({ format: 'uri' })),
  });

/** `{ results: [...] }`, the answer of the short unpaged lists. */
export const resultsSchema = <T extends TSchema>(item: T) => Type.Object({ results: Type.Array(item) });

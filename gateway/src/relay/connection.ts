// Relay connections over the three upstream paging styles: offset (starting/per_page), page (page/page_size) and next
// links. Cursors hold absolute offsets, so a cursor works whatever page size the next request uses. Pure functions over
// a page source, so they can be tested without an upstream.
import { isNotFound } from '../upstream/errors.ts';
import { offsetToCursor, type Window } from './paging.ts';

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: PageInfo;
  totalCount: number;
}

/** A connection from the items found at `start`, knowing the total or (for next links) whether more follow. */
export function connectionFromSlice<T>(
  items: T[],
  start: number,
  totalCount: number,
  hasNextPage = start + items.length < totalCount,
): Connection<T> {
  const edges = items.map((node, index) => ({ cursor: offsetToCursor(start + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export type OffsetSource<T> = (request: {
  starting: number;
  perPage: number;
}) => Promise<{ total: number; items: T[] }>;

export async function offsetConnection<T>(source: OffsetSource<T>, { start, first }: Window): Promise<Connection<T>> {
  // first = 0 still asks for one item: the upstream's total is needed and per_page must be positive.
  const page = await source({ starting: start, perPage: Math.max(first, 1) });
  return connectionFromSlice(page.items.slice(0, first), start, page.total);
}

export type PageSource<T> = (request: { page: number; pageSize: number }) => Promise<{ count: number; items: T[] }>;

/** Page paging: fetches every page the window spans (a cursor may fall mid-page). Pages are 1-based. */
export async function pageConnection<T>(
  source: PageSource<T>,
  { start, first }: Window,
  pageSize = Math.max(first, 1),
): Promise<Connection<T>> {
  const firstPage = Math.floor(start / pageSize) + 1;
  const lastPage = Math.floor((start + Math.max(first, 1) - 1) / pageSize) + 1;
  let head: { count: number; items: T[] };
  try {
    head = await source({ page: firstPage, pageSize });
  } catch (error) {
    // DRF answers a page past the end with 404 "Invalid page."; past-the-end is an empty connection here.
    if (!isNotFound(error) || firstPage === 1) throw error;
    const { count } = await source({ page: 1, pageSize: 1 });
    return connectionFromSlice([], start, count);
  }
  const more: number[] = [];
  for (let page = firstPage + 1; page <= lastPage && (page - 1) * pageSize < head.count; page += 1) more.push(page);
  const rest = await Promise.all(more.map((page) => source({ page, pageSize })));
  const items = [head, ...rest].flatMap((page) => page.items);
  const offsetInFirstPage = start - (firstPage - 1) * pageSize;
  return connectionFromSlice(items.slice(offsetInFirstPage, offsetInFirstPage + first), start, head.count);
}

export interface LinkedPage<T> {
  items: T[];
  next: string | null;
  count?: number;
}

/** `undefined` asks for the first page, a string follows a next link. */
export type LinkSource<T> = (next?: string) => Promise<LinkedPage<T>>;

/**
 * Next-link paging: follows the links from the first page until the window is covered. Without a count from the
 * upstream, totalCount is the number of items seen (exact once the last page was reached).
 */
export async function linkConnection<T>(
  source: LinkSource<T>,
  { start, first }: Window,
  maxPages = 100,
): Promise<Connection<T>> {
  const seen: T[] = [];
  let page = await source();
  seen.push(...page.items);
  for (let pages = 1; page.next && seen.length < start + first && pages < maxPages; pages += 1) {
    page = await source(page.next);
    seen.push(...page.items);
  }
  const items = seen.slice(start, start + first);
  const hasNextPage = seen.length > start + first || page.next !== null;
  return connectionFromSlice(items, start, page.count ?? seen.length, hasNextPage);
}

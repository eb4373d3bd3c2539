import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { linkConnection, offsetConnection, pageConnection, type Connection } from '../../src/relay/connection.ts';
import { checkFirst, cursorToOffset, offsetToCursor, pagingWindow } from '../../src/relay/paging.ts';

const items = Array.from({ length: 23 }, (_, index) => `item-${index}`);

/** In-memory upstreams in the three paging styles, recording what they were asked. */
function fakeSources(all: string[]) {
  const asked: string[] = [];
  const offset = async ({ starting, perPage }: { starting: number; perPage: number }) => {
    asked.push(`starting=${starting}&per_page=${perPage}`);
    return { total: all.length, items: all.slice(starting, starting + perPage) };
  };
  const page = async ({ page, pageSize }: { page: number; pageSize: number }) => {
    asked.push(`page=${page}&page_size=${pageSize}`);
    if (page > 1 && (page - 1) * pageSize >= all.length)
      throw new GraphQLError('Invalid page.', { extensions: { code: 'NOT_FOUND' } });
    return { count: all.length, items: all.slice((page - 1) * pageSize, page * pageSize) };
  };
  const linkPageSize = 5;
  const link = async (next?: string) => {
    const pageNumber = next ? Number(new URL(next).searchParams.get('page')) : 1;
    asked.push(`link page=${pageNumber}`);
    const start = (pageNumber - 1) * linkPageSize;
    const hasMore = start + linkPageSize < all.length;
    return {
      items: all.slice(start, start + linkPageSize),
      next: hasMore ? `http://upstream/list/?page=${pageNumber + 1}` : null,
    };
  };
  return { asked, offset, page, link };
}

const nodes = (connection: Connection<string>) => connection.edges.map((edge) => edge.node);

async function walk(fetchPage: (after: string | null) => Promise<Connection<string>>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const connection = await fetchPage(after);
    seen.push(...nodes(connection));
    if (!connection.pageInfo.hasNextPage) return { seen, last: connection };
    after = connection.pageInfo.endCursor;
  }
  throw new Error('paging never ended');
}

describe('cursors and paging arguments', () => {
  it('round-trips absolute offsets through opaque cursors', () => {
    for (const offset of [0, 1, 19, 12345]) expect(cursorToOffset(offsetToCursor(offset))).toBe(offset);
    expect(offsetToCursor(3)).not.toContain('3');
  });

  it('refuses garbage cursors with BAD_USER_INPUT', () => {
    for (const bad of ['', 'nope!', Buffer.from('-1').toString('base64'), Buffer.from('x1').toString('base64')]) {
      expect(() => cursorToOffset(bad)).toThrowError(/Invalid cursor/);
    }
    try {
      cursorToOffset('%%%');
    } catch (error) {
      expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    }
  });

  it('checks first: default, bounds and the message', () => {
    expect(checkFirst(undefined)).toBe(20);
    expect(checkFirst(null, 7)).toBe(7);
    expect(checkFirst(0)).toBe(0);
    expect(checkFirst(100)).toBe(100);
    expect(() => checkFirst(101)).toThrowError('first must be between 0 and 100');
    expect(() => checkFirst(-1)).toThrowError('first must be between 0 and 100');
    expect(() => checkFirst(1000)).toThrowError('first must be between 0 and 100');
  });

  it('starts right after the after cursor', () => {
    expect(pagingWindow({ first: 5, after: offsetToCursor(9) })).toEqual({ start: 10, first: 5 });
    expect(pagingWindow({})).toEqual({ start: 0, first: 20 });
  });
});

describe('offset paging', () => {
  it('gives the first page with cursors, totalCount and hasNextPage from the total', async () => {
    const source = fakeSources(items);
    const connection = await offsetConnection(source.offset, { start: 0, first: 5 });
    expect(nodes(connection)).toEqual(items.slice(0, 5));
    expect(connection.totalCount).toBe(23);
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: offsetToCursor(0),
      endCursor: offsetToCursor(4),
    });
    expect(source.asked).toEqual(['starting=0&per_page=5']);
  });

  it('walks every item once, without gaps, to the last page', async () => {
    const source = fakeSources(items);
    const { seen, last } = await walk((after) => offsetConnection(source.offset, pagingWindow({ first: 4, after })));
    expect(seen).toEqual(items);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.pageInfo.hasPreviousPage).toBe(true);
  });

  it('gives an empty connection past the end, not an error', async () => {
    const connection = await offsetConnection(fakeSources(items).offset, { start: 40, first: 5 });
    expect(connection.edges).toEqual([]);
    expect(connection.totalCount).toBe(23);
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(connection.pageInfo.endCursor).toBeNull();
  });

  it('answers first = 0 with the total only', async () => {
    const connection = await offsetConnection(fakeSources(items).offset, { start: 0, first: 0 });
    expect(connection.edges).toEqual([]);
    expect(connection.totalCount).toBe(23);
    expect(connection.pageInfo.hasNextPage).toBe(true);
  });
});

describe('page paging', () => {
  it('fetches only the page that holds an aligned window', async () => {
    const source = fakeSources(items);
    const connection = await pageConnection(source.page, { start: 10, first: 5 });
    expect(nodes(connection)).toEqual(items.slice(10, 15));
    expect(source.asked).toEqual(['page=3&page_size=5']);
  });

  it('fetches both pages a mid-page cursor spans', async () => {
    const source = fakeSources(items);
    const connection = await pageConnection(source.page, { start: 7, first: 5 }, 5);
    expect(nodes(connection)).toEqual(items.slice(7, 12));
    expect(source.asked).toEqual(['page=2&page_size=5', 'page=3&page_size=5']);
    expect(connection.pageInfo.startCursor).toBe(offsetToCursor(7));
  });

  it('does not ask for pages past the count', async () => {
    const source = fakeSources(items);
    const connection = await pageConnection(source.page, { start: 18, first: 10 }, 5);
    expect(nodes(connection)).toEqual(items.slice(18));
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(source.asked).toEqual(['page=4&page_size=5', 'page=5&page_size=5']);
  });

  it('walks everything when the page size changes between requests', async () => {
    const source = fakeSources(items);
    let turn = 0;
    const { seen } = await walk((after) =>
      pageConnection(source.page, pagingWindow({ first: [3, 7, 4][turn++ % 3], after })),
    );
    expect(seen).toEqual(items);
  });

  it('turns the upstream 404 of a page past the end into an empty connection with the total', async () => {
    const source = fakeSources(items);
    const connection = await pageConnection(source.page, { start: 50, first: 10 });
    expect(connection.edges).toEqual([]);
    expect(connection.totalCount).toBe(23);
    expect(connection.pageInfo.hasNextPage).toBe(false);
  });
});

describe('next-link paging', () => {
  it('follows next links until the window is covered, and no further', async () => {
    const source = fakeSources(items);
    const connection = await linkConnection(source.link, { start: 6, first: 3 });
    expect(nodes(connection)).toEqual(items.slice(6, 9));
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(source.asked).toEqual(['link page=1', 'link page=2']);
  });

  it('walks everything and ends with hasNextPage false and the exact total', async () => {
    const source = fakeSources(items);
    const { seen, last } = await walk((after) => linkConnection(source.link, pagingWindow({ first: 6, after })));
    expect(seen).toEqual(items);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last.totalCount).toBe(23);
  });

  it('is empty past the end', async () => {
    const connection = await linkConnection(fakeSources(items).link, { start: 30, first: 5 });
    expect(connection.edges).toEqual([]);
    expect(connection.pageInfo.hasNextPage).toBe(false);
  });
});

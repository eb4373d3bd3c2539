// The categories of events and of experiences (one table, a kind column, so ids are unique across kinds).
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { inIds, orderingOf } from '../db/sql-helpers.ts';
import { searchableText } from '../search/keys.ts';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow } from '../http/paging.ts';
import { idList, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, StringEnum, type Routes } from '../http/typebox.ts';
import { pageOf, type ListQuery } from '../reference/queries.ts';
import { KINDS, kindPath, type Kind } from './kind.ts';
import * as serialize from './serialize.ts';

export const CATEGORY_ORDERINGS = ['id', '-id', 'name_en', '-name_en', 'slug', '-slug'] as const;

/** The categories of one kind, or of both kinds when `kind` is undefined (the search of every category at once). */
export async function listCategories(db: Db, kind: Kind | undefined, q: ListQuery) {
  const where = and(
    kind ? eq(t.categories.kind, kind) : undefined,
    q.search
      ? searchableText([t.categories.nameEn, t.categories.nameAr, t.categories.slug], t.categories, q.search)
      : undefined,
    inIds(t.categories.id, q.ids),
  );
  const order = orderingOf(q.ordering ?? 'id', {
    id: t.categories.id,
    name_en: t.categories.nameEn,
    slug: t.categories.slug,
  });
  const rows = db
    .select()
    .from(t.categories)
    .where(where)
    .orderBy(order, asc(t.categories.id))
    .offset(q.window.offset)
    .limit(q.window.limit);
  return pageOf(db, t.categories, where, rows);
}

const categoryQuery = {
  ...pageQuery,
  search: Type.Optional(searchText({ description: 'English or Arabic name or slug; romanised names match too' })),
  ordering: Defaulted(StringEnum(CATEGORY_ORDERINGS, { default: 'id' })),
  ids: Type.Optional(idList()),
};

export const categoryRoutes: Routes = async (app, { db, urls }) => {
  app.get(
    '/categories/',
    {
      schema: {
        summary: 'Categories of events and of experiences together (each says its kind)',
        tags: ['reference'],
        querystring: Type.Object({ ...categoryQuery, kind: Type.Optional(StringEnum(KINDS)) }),
        response: { 200: pagedResultsSchema(ref('Category')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const query = { search: q.search, ids: parseIds(q.ids), ordering: q.ordering, window };
      const page = await listCategories(db, q.kind, query);
      return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(serialize.category));
    },
  );
  for (const kind of KINDS) {
    app.get(
      `/${kindPath(kind)}/categories/`,
      {
        schema: {
          summary: `Categories of ${kindPath(kind)}`,
          tags: ['reference'],
          querystring: Type.Object(categoryQuery),
          response: { 200: pagedResultsSchema(ref('Category')), ...errorResponses },
        },
      },
      async (request) => {
        const q = request.query;
        const window = pageWindow(q.page, q.page_size);
        const page = await listCategories(db, kind, {
          search: q.search,
          ids: parseIds(q.ids),
          ordering: q.ordering,
          window,
        });
        return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(serialize.category));
      },
    );
  }
};

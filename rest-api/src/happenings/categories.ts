// The categories of events and of experiences (one table, a kind column, so ids are unique across kinds).
import { Type } from '@sinclair/typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { containsText, inIds, orderingOf } from '../db/sql-helpers.ts';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow } from '../http/paging.ts';
import { idList, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, StringEnum, type Routes } from '../http/typebox.ts';
import { pageOf, type ListQuery } from '../reference/queries.ts';
import { KINDS, kindPath, type Kind } from './kind.ts';
import * as serialize from './serialize.ts';

export const CATEGORY_ORDERINGS = ['id', '-id', 'name_en', '-name_en', 'slug', '-slug'] as const;

export async function listCategories(db: Db, kind: Kind, q: ListQuery) {
  const where = and(
    eq(t.categories.kind, kind),
    q.search ? containsText([t.categories.nameEn, t.categories.nameAr, t.categories.slug], q.search) : undefined,
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

export const categoryRoutes: Routes = async (app, { db, urls }) => {
  for (const kind of KINDS) {
    app.get(
      `/${kindPath(kind)}/categories/`,
      {
        schema: {
          summary: `Categories of ${kindPath(kind)}`,
          tags: ['reference'],
          querystring: Type.Object({
            ...pageQuery,
            search: Type.Optional(searchText()),
            ordering: Defaulted(StringEnum(CATEGORY_ORDERINGS, { default: 'id' })),
            ids: Type.Optional(idList()),
          }),
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

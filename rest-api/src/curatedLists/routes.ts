// Curated lists: search, one by id, slug or share id, and a list's items paged (page/page_size with
// next/previous). Items are references (item_type, item_id): clients fetch each kind by ids, one call per kind.
import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.ts';
import {
  offsetPage,
  offsetPageSchema,
  offsetQuery,
  offsetWindow,
  pagedResults,
  pagedResultsSchema,
  pageParams,
  pageWindow,
} from '../http/paging.ts';
import { booleanFlag, idList, idOrSlugParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import type { Urls } from '../http/urls.ts';
import {
  curatedListItems,
  findCuratedList,
  searchCuratedLists,
  type CuratedList as ListRow,
  type CuratedListKey,
} from './queries.ts';
import type { CuratedList } from './schemas.ts';

const tags = ['curated lists'];
export const MAX_ITEMS_PAGE = 150;

const toJson =
  (urls: Urls) =>
  (row: ListRow): CuratedList => ({
    id: row.id,
    share_id: row.shareId,
    slug: row.slug,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    cover_image: urls.media('curated-lists', String(row.id)),
    cover_thumbnail: urls.media('curated-lists', String(row.id), 'thumb'),
    city_ids: row.cityIds,
    item_count: row.itemCount,
  });

const cityIds = { city_ids: Type.Optional(idList({ description: 'only a list of one of these cities' })) };

export const curatedListRoutes: Routes = async (app, { db, urls }) => {
  const json = toJson(urls);

  app.get(
    '/curated-lists/',
    {
      schema: {
        summary: "Curated lists in the editors' order",
        tags,
        querystring: Type.Object({
          ...offsetQuery,
          text: Type.Optional(searchText({ description: 'names and descriptions (normalized)' })),
          autocomplete: Type.Optional(booleanFlag('`true`: match names only')),
          city_ids: Type.Optional(idList()),
          ids: Type.Optional(idList()),
        }),
        response: { 200: offsetPageSchema(ref('CuratedList')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { total, items } = await searchCuratedLists(
        db,
        { text: q.text, autocomplete: q.autocomplete, cityIds: parseIds(q.city_ids), ids: parseIds(q.ids) },
        offsetWindow(q),
      );
      return offsetPage(q, total, items.map(json));
    },
  );

  const one = async (key: CuratedListKey, cities: string | undefined) => {
    const found = await findCuratedList(db, key, parseIds(cities));
    if (!found) throw notFound();
    return json(found);
  };

  app.get(
    '/curated-lists/share/:shareId/',
    {
      schema: {
        summary: 'One curated list by its share id',
        tags,
        params: Type.Object({ shareId: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object(cityIds),
        response: { 200: ref('CuratedList'), ...errorResponses },
      },
    },
    async (request) => one({ shareId: request.params.shareId }, request.query.city_ids),
  );

  app.get(
    '/curated-lists/:idOrSlug/',
    {
      schema: {
        summary: 'One curated list by id or slug',
        tags,
        params: idOrSlugParams,
        querystring: Type.Object(cityIds),
        response: { 200: ref('CuratedList'), ...errorResponses },
      },
    },
    async (request) => one({ idOrSlug: request.params.idOrSlug }, request.query.city_ids),
  );

  const items = (path: string, keyOf: (params: Record<string, string>) => CuratedListKey, params: object) =>
    app.get(
      path,
      {
        schema: {
          summary: "A curated list's items in order, page by page",
          tags,
          params: params as typeof idOrSlugParams,
          querystring: Type.Object(pageParams(20, MAX_ITEMS_PAGE)),
          response: { 200: pagedResultsSchema(ref('CuratedListItem')), ...errorResponses },
        },
      },
      async (request) => {
        const q = request.query;
        const window = pageWindow(q.page, q.page_size);
        const page = await curatedListItems(db, keyOf(request.params as Record<string, string>), window);
        if (!page) throw notFound();
        return pagedResults(
          request,
          urls.base(),
          q.page,
          window,
          page.total,
          page.items.map((item) => ({ position: item.position, item_type: item.itemType, item_id: item.itemId })),
        );
      },
    );
  items('/curated-lists/share/:shareId/items/', (p) => ({ shareId: p.shareId }), {
    ...Type.Object({ shareId: Type.String({ maxLength: 40 }) }),
  });
  items('/curated-lists/:idOrSlug/items/', (p) => ({ idOrSlug: p.idOrSlug }), idOrSlugParams);
};

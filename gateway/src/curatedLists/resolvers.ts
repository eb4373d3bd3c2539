// Curated lists: the root fields (curatedLists, curatedList), the CuratedList type with its items (a connection over
// the ListItem union) and the union's type resolution.
import { searchTextParam } from '../articles/resolvers.ts';
import type { RestCuratedList, RestCuratedListItem } from '../articles/types.ts';
import { subjectTypeName } from '../community/subjects.ts';
import type {
  CuratedListFilter,
  CuratedListItemsArgs,
  QueryCuratedListArgs,
  QueryCuratedListsArgs,
  Resolvers,
} from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { image, localizedField, nodeFields } from '../graphql/fields.ts';
import { offsetConnection, pageConnection } from '../relay/connection.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { checkFirst, pagingWindow } from '../relay/paging.ts';
import { ALL_CITIES, chosenCity } from '../reference/chosenCity.ts';
import { badUserInput, nullIfNotFound } from '../upstream/errors.ts';
import { routes, type Query } from '../upstream/routes.ts';
import { pageItems, sourcesOf, type Paged, type SearchPage } from '../upstream/types.ts';
import { loadListItem } from './items.ts';

function listQuery(filter: CuratedListFilter | null | undefined): Query {
  return {
    text: searchTextParam(filter?.text),
    autocomplete: filter?.autocomplete || undefined,
    city_ids: filter?.cityIds?.map((id) => expectGlobalId(id, 'City').id),
  };
}

function curatedLists(args: QueryCuratedListsArgs, context: GatewayContext) {
  const query = listQuery(args.filter);
  return offsetConnection(
    async ({ starting, perPage }) => {
      const page = await context.upstream.get<SearchPage<RestCuratedList>>(
        routes.curatedLists({ ...query, starting, per_page: perPage }),
      );
      return { total: page.hits.total, items: sourcesOf(page) };
    },
    pagingWindow(args, 20),
  );
}

async function curatedList(args: QueryCuratedListArgs, context: GatewayContext): Promise<RestCuratedList | null> {
  if (args.id) return context.loaders.articles.curatedLists.load(expectGlobalId(args.id, 'CuratedList').id);
  const slug = args.slug?.trim();
  const shareId = args.shareId?.trim();
  const route = slug ? routes.curatedList(slug) : shareId ? routes.curatedListByShareId(shareId) : undefined;
  if (!route) throw badUserInput('Pass the id, the slug or the share id of the curated list');
  return nullIfNotFound(context.upstream.get<RestCuratedList>(route));
}

async function items(list: RestCuratedList, args: CuratedListItemsArgs, context: GatewayContext) {
  const connection = await pageConnection<RestCuratedListItem>(
    async ({ page, pageSize }) =>
      pageItems(
        await context.upstream.get<Paged<RestCuratedListItem>>(
          routes.curatedListItems(list.id, { page, page_size: pageSize }),
        ),
      ),
    pagingWindow(args, 20),
  );
  return {
    ...connection,
    edges: connection.edges.map(({ cursor, node }) => ({
      cursor,
      node: loadListItem(context, node.item_type, node.item_id),
    })),
  };
}

export const curatedListResolvers = {
  Query: {
    homeCuratedLists: async (_, args, context) => {
      const first = checkFirst(args.first, 8, 20);
      const cityIds = args.cityId === ALL_CITIES ? undefined : [(await chosenCity(args.cityId, context)).id];
      const page = await context.upstream.get<SearchPage<RestCuratedList>>(
        routes.curatedLists({ city_ids: cityIds, starting: 0, per_page: Math.max(first, 1) }),
      );
      return sourcesOf(page).slice(0, first);
    },
    curatedLists: (_: unknown, args: QueryCuratedListsArgs, context: GatewayContext) => curatedLists(args, context),
    curatedList: (_: unknown, args: QueryCuratedListArgs, context: GatewayContext) => curatedList(args, context),
  },
  CuratedList: {
    ...nodeFields('CuratedList'),
    slug: (list) => list.slug,
    shareId: (list) => list.share_id,
    name: localizedField('name', true),
    description: localizedField('description', true),
    cover: (list, _, context) =>
      image(list.cover_image, list.cover_thumbnail, context.locale === 'ar' ? list.name_ar : list.name_en, context),
    cities: async (list, _, context) =>
      (await Promise.all(list.city_ids.map((id) => context.loaders.reference.city(id)))).filter(
        (city) => city !== null,
      ),
    itemCount: (list) => list.item_count,
    items: (list, args, context) => items(list, args, context),
  },
  ListItem: {
    __resolveType: subjectTypeName,
  },
} satisfies Resolvers;

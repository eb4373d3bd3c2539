// Home page: curated home lists of a city (items embedded) and the carousel slides.
import { GraphQLInt, type GraphQLResolveInfo } from 'graphql';
import type {
  HomeListItemsArgs,
  QueryHomeListsArgs,
  QueryHomeSlidesArgs,
  Resolvers,
} from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { localizedField, nodeFields } from '../graphql/fields.ts';
import { largestSubfieldArgument } from '../graphql/lookahead.ts';
import { cityFilter, cityIdsFilter } from '../reference/chosenCity.ts';
import { kinds } from '../happenings/kinds.ts';
import { checkFirst } from '../relay/paging.ts';
import { thumbnailOf } from '../upstream/mediaUrls.ts';
import { routes } from '../upstream/routes.ts';
import type { RestHomeList, RestHomeSlide, Results } from '../upstream/types.ts';
import { localizedRequired } from '../viewer/locale.ts';

/** The REST contract's limit of `items_per_list`. */
export const MAX_ITEMS_PER_LIST = 50;
const DEFAULT_ITEMS = 10;

/** Every list's items come embedded: ask once for as many as the largest `items(first:)` under the field. */
export function itemsPerListFor(info: GraphQLResolveInfo): number {
  const wanted = largestSubfieldArgument(info, 'items', 'first', GraphQLInt, DEFAULT_ITEMS);
  return Math.min(Math.max(wanted, 1), MAX_ITEMS_PER_LIST);
}

async function fetchHomeLists(
  context: GatewayContext,
  cityId: number | undefined,
  itemsPerList: number,
): Promise<RestHomeList[]> {
  const route = routes.homeLists({ cities: cityId, items_per_list: itemsPerList });
  return (await context.upstream.get<Results<RestHomeList>>(route)).results;
}

async function fetchHomeSlides(context: GatewayContext, cityIds: number[] | undefined): Promise<RestHomeSlide[]> {
  return (await context.upstream.get<Results<RestHomeSlide>>(routes.homeSlides({ city_ids: cityIds }))).results;
}

export const homeResolvers = {
  Query: {
    homeLists: async (_: unknown, args: QueryHomeListsArgs, context: GatewayContext, info: GraphQLResolveInfo) =>
      fetchHomeLists(context, await cityFilter(args.cityId, context), itemsPerListFor(info)),
    homeSlides: async (_: unknown, args: QueryHomeSlidesArgs, context: GatewayContext) =>
      fetchHomeSlides(context, await cityIdsFilter(args.cityId, context)),
  },
  HomeList: {
    ...nodeFields('HomeList'),
    name: localizedField('name', true),
    description: localizedField('description'),
    kind: (list: RestHomeList) => kinds[list.item_type].enumValue,
    itemCount: (list: RestHomeList) => list.item_count,
    items: (list: RestHomeList, args: HomeListItemsArgs) =>
      (list.items ?? []).slice(0, checkFirst(args.first, DEFAULT_ITEMS, MAX_ITEMS_PER_LIST)),
  },
  HomeSlide: {
    id: nodeFields('HomeSlide').id,
    title: localizedField('title', true),
    subtitle: localizedField('subtitle'),
    image: (slide: RestHomeSlide, _: unknown, context: GatewayContext) => {
      const url = context.mediaUrl(slide.image) ?? '';
      return {
        url,
        thumbnail: context.mediaUrl(slide.thumbnail) ?? thumbnailOf(url),
        alt: localizedRequired(slide, 'title', context.locale),
      };
    },
    target: (slide: RestHomeSlide) => (slide.target === 'url' ? 'URL' : kinds[slide.target].enumValue),
    item: (slide: RestHomeSlide, _: unknown, context: GatewayContext) =>
      slide.target !== 'url' && slide.item_id !== null
        ? context.loaders.happenings[slide.target].load(slide.item_id)
        : null,
    url: (slide: RestHomeSlide) => (slide.target === 'url' ? slide.url : null),
  },
} satisfies Resolvers;

// Root fields and types of events and experiences.
import { viewerAttendance } from '../community/contentFields.ts';
import { reviewableResolvers } from '../community/reviewableFields.ts';
import type {
  EventRelatedArgs,
  QueryEventArgs,
  QueryEventsArgs,
  QueryHappeningArgs,
  QueryHappeningsArgs,
  QueryRecommendedEventsArgs,
  QueryRecommendedHappeningsArgs,
  Resolvers,
} from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { offsetConnection } from '../relay/connection.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { checkFirst, MAX_FIRST, pagingWindow } from '../relay/paging.ts';
import { badUserInput, nullIfNotFound } from '../upstream/errors.ts';
import { routes } from '../upstream/routes.ts';
import type { Kind, RestHappening } from '../upstream/types.ts';
import { eventFields, experienceFields, happeningTypeName } from './fields.ts';
import { cityIdsFilter } from '../reference/chosenCity.ts';
import { searchParams } from './filter.ts';
import { kindOfEnum, kinds } from './kinds.ts';
import { firstItems, searchPage } from './lists.ts';

// Events and experiences take the same arguments: the events' generated types serve both.
type ListArgs = QueryEventsArgs;
type LookupArgs = QueryEventArgs;
type CityListArgs = QueryRecommendedEventsArgs;

async function connection(kind: Kind, args: ListArgs, context: GatewayContext) {
  const window = pagingWindow(args, 20);
  const params = await searchParams(kind, args.filter, context);
  return offsetConnection(
    ({ starting, perPage }) => searchPage(context, routes.search(kind, { ...params, starting, per_page: perPage })),
    window,
  );
}

async function lookup(kind: Kind, args: LookupArgs, context: GatewayContext): Promise<RestHappening | null> {
  if (args.id) return context.loaders.happenings[kind].load(expectGlobalId(args.id, kinds[kind].typeName).id);
  const slug = args.slug?.trim();
  if (!slug) throw badUserInput(`Pass the id or the slug of the ${kind}`);
  const item = await nullIfNotFound(context.upstream.get<RestHappening>(routes.happening(kind, slug)));
  return item?.kind === kind ? item : null;
}

const cityList =
  (kind: Kind, route: typeof routes.recommended) => async (_: unknown, args: CityListArgs, context: GatewayContext) =>
    firstItems(
      context,
      kind,
      route,
      { city_ids: await cityIdsFilter(args.cityId, context) },
      checkFirst(args.first, 10),
    );

/** Marks items returned by `related`: nested related lists multiply (first^depth), which cost limits do not see. */
const FROM_RELATED = Symbol('fromRelated');

/** Upcoming items of the same city and first category, without the item itself. */
async function related(
  item: RestHappening & { [FROM_RELATED]?: true },
  args: EventRelatedArgs,
  context: GatewayContext,
) {
  if (item[FROM_RELATED]) throw badUserInput('related cannot be nested inside related');
  const first = checkFirst(args.first, 4);
  const query = {
    city_ids: item.city_id === null ? undefined : [item.city_id],
    category_ids: item.category_ids?.slice(0, 1),
  };
  const items = await firstItems(context, item.kind, routes.search, query, Math.min(first + 1, MAX_FIRST));
  return items
    .filter((other) => other.id !== item.id)
    .slice(0, first)
    .map((other) => ({ ...other, [FROM_RELATED]: true as const }));
}

export const happeningResolvers = {
  Query: {
    events: (_: unknown, args: ListArgs, context: GatewayContext) => connection('event', args, context),
    experiences: (_: unknown, args: ListArgs, context: GatewayContext) => connection('experience', args, context),
    event: (_: unknown, args: LookupArgs, context: GatewayContext) => lookup('event', args, context),
    experience: (_: unknown, args: LookupArgs, context: GatewayContext) => lookup('experience', args, context),
    happenings: (_: unknown, args: QueryHappeningsArgs, context: GatewayContext) =>
      connection(kindOfEnum(args.kind), args, context),
    happening: (_: unknown, args: QueryHappeningArgs, context: GatewayContext) =>
      lookup(kindOfEnum(args.kind), args, context),
    recommendedEvents: cityList('event', routes.recommended),
    recommendedExperiences: cityList('experience', routes.recommended),
    popularEvents: cityList('event', routes.popular),
    popularExperiences: cityList('experience', routes.popular),
    recommendedHappenings: (_: unknown, args: QueryRecommendedHappeningsArgs, context: GatewayContext) =>
      cityList(kindOfEnum(args.kind), routes.recommended)(_, args, context),
    popularHappenings: (_: unknown, args: QueryRecommendedHappeningsArgs, context: GatewayContext) =>
      cityList(kindOfEnum(args.kind), routes.popular)(_, args, context),
  },
  // The interface's fields resolve on Event and Experience: graphql-js runs the object type's resolvers.
  Happening: {
    __resolveType: happeningTypeName,
  },
  Event: { ...eventFields, ...reviewableResolvers('event'), viewerAttendance, related },
  Experience: { ...experienceFields, ...reviewableResolvers('experience'), viewerAttendance, related },
} satisfies Resolvers;

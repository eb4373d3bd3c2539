// Query.search, the multi-search (docs/search.md): every searched kind is asked for its first results and its total
// in one upstream call, all at once; the answer is grouped by kind in the order of SearchKind.
import type {
  QuerySearchArgs,
  Resolvers,
  SearchFilter,
  SearchKind,
  SearchResultItemResolvers,
} from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { textOf, type GatewayMessage } from '../messages/catalog.ts';
import { cityIdsListFilter } from '../reference/chosenCity.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { gatewayError } from '../upstream/errors.ts';
import type { Query } from '../upstream/routes.ts';
import {
  searchKindOrder,
  searchKinds,
  type OtherCities,
  type SearchItem,
  type SearchResultsParent,
  type SearchScope,
} from './kinds.ts';

/** Longest search text (the REST API's limit). */
export const MAX_SEARCH_TEXT = 200;
/** Most results of one kind (the "see all" page of one kind). */
export const MAX_SEARCH_FIRST = 50;

/** The type of each item, kept beside it (a category and an event both carry a `kind`: the shape cannot tell). */
const ITEM_TYPE = Symbol('searchItemType');
type ItemType = ReturnType<SearchResultItemResolvers['__resolveType']>;
const withType = (item: SearchItem, type: ItemType): SearchItem => Object.assign({ [ITEM_TYPE]: type }, item);
const typeOf = (item: SearchItem) => (item as { [ITEM_TYPE]?: ItemType })[ITEM_TYPE] ?? null;

/** BAD_USER_INPUT worded in the viewer's language, with the reason's code and the argument it is about. */
function searchInputError(context: GatewayContext, reason: GatewayMessage, field: string, params = {}) {
  return gatewayError('BAD_USER_INPUT', textOf(reason, context.locale, params) ?? reason, { reason, field });
}

function checkText(text: string, context: GatewayContext): string {
  const trimmed = text.trim();
  if (!trimmed) throw searchInputError(context, 'search_text_blank', 'text');
  if (trimmed.length > MAX_SEARCH_TEXT)
    throw searchInputError(context, 'search_text_too_long', 'text', { limit: MAX_SEARCH_TEXT });
  return trimmed;
}

function checkFirst(first: number | null | undefined, context: GatewayContext): number {
  const value = first ?? 5;
  if (!Number.isInteger(value) || value < 0 || value > MAX_SEARCH_FIRST)
    throw searchInputError(context, 'search_first_invalid', 'first', { limit: MAX_SEARCH_FIRST });
  return value;
}

/** A real calendar day written YYYY-MM-DD. */
function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}

/** The happening filters in REST form (ids checked against their types: a wrong one is BAD_USER_INPUT). */
function happeningFilter(filter: SearchFilter | null | undefined, context: GatewayContext): Query {
  const date = filter?.date?.trim();
  if (date !== undefined && date !== '' && !isDay(date)) throw searchInputError(context, 'search_date_invalid', 'date');
  return Object.fromEntries(
    Object.entries({
      category_ids: filter?.categoryId ? [expectGlobalId(filter.categoryId, 'Category').id] : undefined,
      audience_ids: filter?.audienceId ? [expectGlobalId(filter.audienceId, 'Audience').id] : undefined,
      period: filter?.period?.toLowerCase(),
      date: date || undefined,
    }).filter(([, value]) => value !== undefined),
  );
}

/** The kinds to search: those asked for, else all, else (with a happening filter) the filtered kinds only. */
function kindsToSearch(kinds: readonly SearchKind[] | null | undefined, filtered: boolean): SearchKind[] {
  if (kinds?.length) return searchKindOrder.filter((kind) => kinds.includes(kind));
  return filtered ? searchKindOrder.filter((kind) => searchKinds[kind].filtered) : searchKindOrder;
}

async function search(args: QuerySearchArgs, context: GatewayContext): Promise<SearchResultsParent> {
  const text = checkText(args.text, context);
  const first = checkFirst(args.first, context);
  const filters = happeningFilter(args.filter, context);
  const filtered = Object.keys(filters).length > 0;
  const scope: SearchScope = {
    text,
    first,
    cityIds: await cityIdsListFilter(args.filter?.cityIds, context),
    happeningFilter: filters,
  };
  const searched = kindsToSearch(args.kinds, filtered).filter((kind) => !filtered || searchKinds[kind].filtered);
  const groups = await Promise.all(
    kindsToSearch(args.kinds, filtered).map(async (kind) => {
      const entry = searchKinds[kind];
      // a happening filter leaves nothing of a kind it does not apply to
      if (filtered && !entry.filtered) return { kind, totalCount: 0, items: [] };
      const { total, items } = await entry.fetch(context, scope);
      return {
        kind,
        totalCount: total,
        items: items.slice(0, first).map((item) => withType(item, entry.typeName)),
      };
    }),
  );
  const totalCount = groups.reduce((sum, group) => sum + group.totalCount, 0);
  const inCities = groups.filter(({ kind }) => searched.includes(kind) && searchKinds[kind].inCities);
  return { text, totalCount, groups, otherCities: { scope, kinds: inCities } };
}

/**
 * How many results the cities not chosen hold: each searched kind that the cities narrow is counted in every city
 * (one call each, asking for one item) and its chosen cities' total taken off. Null while every city is searched.
 * Asked only when the field is: a search that does not show it makes no more calls.
 */
async function otherCitiesCount({ scope, kinds }: OtherCities, context: GatewayContext): Promise<number | null> {
  if (scope.cityIds === undefined) return null;
  const everywhere = { ...scope, first: 0, cityIds: undefined };
  const counts = await Promise.all(
    kinds.map(async ({ kind, totalCount }) => {
      const { total } = await searchKinds[kind].fetch(context, everywhere);
      return Math.max(total - totalCount, 0);
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

export const searchResolvers = {
  Query: {
    search: (_: unknown, args: QuerySearchArgs, context: GatewayContext) => search(args, context),
  },
  SearchResults: {
    otherCitiesCount: (results, _: unknown, context: GatewayContext) => otherCitiesCount(results.otherCities, context),
  },
  SearchResultItem: {
    __resolveType: typeOf,
  },
} satisfies Resolvers;

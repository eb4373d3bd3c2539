// The kinds of the multi-search, one entry each: how to ask the upstream for a kind's first results and its total in
// ONE call, and which GraphQL type its items are. Adding a kind is one entry here, one SearchKind value and one member
// of the SearchResultItem union in schema.graphql.
import type { ResolversParentTypes, SearchKind, SearchResultItem } from '../graphql/__generated__/resolvers.ts';
import { searchArticles } from '../articles/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { searchPage } from '../happenings/lists.ts';
import { routes, type Query, type Route } from '../upstream/routes.ts';
import {
  sourcesOf,
  type Kind,
  type Paged,
  type RestCategory,
  type RestOrganizer,
  type RestTag,
} from '../upstream/types.ts';

/** What every kind's call is given: the text and how many items, and the parsed filter. */
export interface SearchScope {
  text: string;
  first: number;
  /** REST city ids; undefined: every city. */
  cityIds: number[] | undefined;
  /** Happening filters in REST form (category_ids, audience_ids, period, date); empty when none is set. */
  happeningFilter: Query;
}

/** An item of any kind (the REST objects behind the SearchResultItem union). */
export type SearchItem = ResolversParentTypes['SearchResultItem'];

export interface KindResults {
  total: number;
  items: SearchItem[];
}

/** What the other-cities count needs: the search's scope and the totals of the kinds the cities narrowed. */
export interface OtherCities {
  scope: SearchScope;
  kinds: { kind: SearchKind; totalCount: number }[];
}

/** The parent of SearchResults: its groups, and what SearchResults.otherCitiesCount counts from when asked. */
export interface SearchResultsParent {
  text: string;
  totalCount: number;
  groups: { kind: SearchKind; totalCount: number; items: SearchItem[] }[];
  otherCities: OtherCities;
}

export interface SearchKindEntry {
  /** The GraphQL type of the kind's items (a member of the SearchResultItem union). */
  typeName: SearchResultItem['__typename'] & string;
  /** Whether the happening filters (category, audience, period, date) apply to this kind. */
  filtered: boolean;
  /** Whether the chosen cities narrow this kind (articles are searched in every city). */
  inCities: boolean;
  /** The first `scope.first` results and the total, in one upstream call. */
  fetch(context: GatewayContext, scope: SearchScope): Promise<KindResults>;
}

const happenings =
  (kind: Kind) =>
  async (context: GatewayContext, { text, first, cityIds, happeningFilter }: SearchScope) =>
    searchPage(
      context,
      routes.search(kind, {
        ...happeningFilter,
        text,
        autocomplete: true,
        city_ids: cityIds,
        starting: 0,
        per_page: Math.max(first, 1),
      }),
    );

/** A page-paged reference list searched by name: `page_size` items and the count. */
const pagedReference =
  <T extends SearchItem>(route: (query: Query) => Route<unknown>) =>
  async (context: GatewayContext, { text, first }: SearchScope): Promise<KindResults> => {
    const query = { search: text, page: 1, page_size: Math.max(first, 1) };
    const page = await context.upstream.get<Paged<T>>(route(query) as Route<Paged<T>>);
    return { total: page.count, items: page.results };
  };

export const searchKinds: Record<SearchKind, SearchKindEntry> = {
  PLACES: {
    typeName: 'Place',
    filtered: false,
    inCities: true,
    fetch: async (context, { text, first, cityIds }) => {
      const page = await context.upstream.get(
        routes.placeSearch({
          text,
          // places have one city filter: the first chosen city, or none for every city
          metropolis: cityIds?.[0],
          ordering: 'relevance',
          starting: 0,
          per_page: Math.max(first, 1),
        }),
      );
      return { total: page.hits.total, items: sourcesOf(page) };
    },
  },
  EVENTS: { typeName: 'Event', filtered: true, inCities: true, fetch: happenings('event') },
  EXPERIENCES: { typeName: 'Experience', filtered: true, inCities: true, fetch: happenings('experience') },
  ORGANIZERS: {
    typeName: 'Organizer',
    filtered: false,
    inCities: false,
    fetch: pagedReference<RestOrganizer>(routes.organizers),
  },
  CATEGORIES: {
    typeName: 'Category',
    filtered: false,
    inCities: false,
    fetch: pagedReference<RestCategory>(routes.allCategories),
  },
  TAGS: { typeName: 'Tag', filtered: false, inCities: false, fetch: pagedReference<RestTag>(routes.tags) },
  // every language and city (like the articles list): titles, literally or by their romanised key
  ARTICLES: {
    typeName: 'Article',
    filtered: false,
    inCities: false,
    fetch: (context, { text, first }) =>
      searchArticles(context, { text, autocomplete: true, starting: 0, per_page: Math.max(first, 1) }),
  },
};

/** Every kind in the order of the groups (the order of SearchKind). */
export const searchKindOrder = Object.keys(searchKinds) as SearchKind[];

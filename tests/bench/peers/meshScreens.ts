// The peers bench's screens as a client of the Mesh peer fetches them: the same data as Dalil's persisted operation for
// each screen, asked of the schema Mesh composes from the REST API's OpenAPI document. That schema has one field per
// REST route and no links between answers, so a screen takes as many requests as its data has waves: ids read in one
// answer (a slide's item, a discover row's items, an event's tips' authors) are asked for in the next. Texts are asked
// in the viewer's language only (the `_en` fields); reference data (cities, categories, settings) comes with every
// screen, as the peer has no cache of its own. The city is given (the client knows its default city, id 1); Dalil finds it.

/** One request to the peer: its query and variables, made from the answers of the screen's earlier requests. */
export interface MeshRequest {
  query: string;
  variables: Record<string, unknown>;
}

export interface MeshScreen {
  screen: string;
  /** The screen's requests in order; each gets the data of the answers before it, and may be skipped (null). */
  waves: ((answers: MeshData[]) => MeshRequest | null)[];
}

export type MeshData = Record<string, unknown>;

const CITY = 1;

const fragments = /* GraphQL */ `
  fragment HappeningCard on Happening {
    id
    slug
    kind
    name_en
    start_date
    end_date
    thumbnail
    location {
      venue_name_en
      district_en
    }
    category_ids
    price
    is_free
    currency
  }
  fragment PlaceCard on Place {
    id
    slug
    name_en
    thumbnail
    category_id
  }
  fragment PlaceListItem on Place {
    ...PlaceCard
    subcategory_id
    location {
      address_en
      district_en
    }
    distance_km
    opening_hours {
      weekday
      closed
      all_day
      hours {
        opens
        closes
      }
    }
  }
  fragment Shell on Query {
    cities: getApiV1Cities(page_size: 100) {
      ... on getApiV1Cities_200_response {
        results {
          id
          slug
          name_en
          is_default
        }
      }
    }
    settings: getApiV1Settings {
      ... on SiteSettings {
        show_hijri_dates
        home_list_video_url
        home_list_video_poster
        home_list_video_captions
      }
    }
    popups: getApiV1FloatingPopups(page_url: $pageUrl) {
      ... on getApiV1FloatingPopups_200_response {
        results {
          id
          page_url
          name_en
          description_en
          navigation_url
          image
        }
      }
    }
  }
  fragment Categories on Query {
    categories: getApiV1Categories(page_size: 100) {
      ... on getApiV1Categories_200_response {
        results {
          id
          name_en
          kind
        }
      }
    }
  }
  fragment PlaceCategories on Query {
    placeCategories: getApiV1PlacesCategories(metropolis: ${CITY}) {
      ... on getApiV1PlacesCategories_200_response {
        results {
          id
          name_en
          subcategories {
            id
            name_en
          }
        }
      }
    }
  }
  fragment TipItem on Tip {
    id
    text
    created_at
    up_vote_count
    voted_by_me
    user {
      id
      first_name
      last_name
      username
    }
  }
  fragment PhotoTile on Photo {
    id
    image
    thumbnail
    caption
    created_at
    up_vote_count
    voted_by_me
    user {
      id
      first_name
      last_name
    }
  }
`;

/** A search answer's hits: `hits { hits { _source { ...} } }` under the route's 200 answer. */
const hits = (field: string, args: string, selection: string, directive = '') => `
  ${field}(${args}) ${directive} {
    ... on ${field.split(': ').pop()}_200_response {
      hits {
        total
        hits {
          _source {
            ${selection}
          }
        }
      }
    }
  }`;

/** The fragments above by name (GraphQL refuses a document with a fragment it does not use). */
const fragmentsByName = new Map(
  fragments
    .split(/(?=\bfragment )/)
    .slice(1)
    .map((text) => [/^fragment (\w+)/.exec(text)![1], text]),
);

/** A request for `query` with the fragments it spreads, and theirs. */
function request(query: string, variables: Record<string, unknown>): MeshRequest {
  const used = new Map<string, string>();
  const add = (text: string) => {
    for (const [, name] of text.matchAll(/\.\.\.(\w+)/g))
      if (fragmentsByName.has(name) && !used.has(name)) {
        used.set(name, fragmentsByName.get(name)!);
        add(fragmentsByName.get(name)!);
      }
  };
  add(query);
  return { query: [query, ...used.values()].join('\n'), variables };
}

/** The `_source`s of a search answer's hits (an empty list when the field was skipped or failed). */
function sources(data: MeshData, field: string): MeshData[] {
  const answer = data[field] as { hits?: { hits: { _source: MeshData }[] } } | undefined;
  return answer?.hits?.hits.map((hit) => hit._source) ?? [];
}

const results = (data: MeshData, field: string) => (data[field] as { results?: MeshData[] } | undefined)?.results ?? [];

const home: MeshScreen = {
  screen: 'home',
  waves: [
    () =>
      request(
        /* GraphQL */ `
        query MeshHome($pageUrl: queryInput_getApiV1FloatingPopups_page_url!, $cityIds: String!, $seed: String!) {
          ...Shell
          ...Categories
          ...PlaceCategories
          slides: getApiV1HomeSlides(city_ids: $cityIds) {
            ... on getApiV1HomeSlides_200_response {
              results {
                id
                title_en
                subtitle_en
                image
                target
                item_id
                url
              }
            }
          }
          ${hits('recommendedEvents: getApiV1EventsRecommended', 'city_ids: $cityIds, per_page: 10, starting: 0', '...HappeningCard')}
          ${hits('recommendedExperiences: getApiV1ExperiencesRecommended', 'city_ids: $cityIds, per_page: 10, starting: 0', '...HappeningCard')}
          homeLists: getApiV1HomeLists(cities: ${CITY}, items_per_list: 10) {
            ... on getApiV1HomeLists_200_response {
              results {
                id
                name_en
                description_en
                item_type
                items {
                  ...HappeningCard
                }
              }
            }
          }
          ${hits('curatedLists: getApiV1CuratedLists', 'city_ids: $cityIds, per_page: 8, starting: 0', 'id slug name_en description_en item_count cover_thumbnail')}
          ${hits('discover: getApiV1Discover', 'city_ids: $cityIds, per_page: 10, seed: $seed, starting: 0', 'item_type item_id')}
          ${hits('popularPlaces: getApiV1PlacesSearch', `metropolis: ${CITY}, ordering: _checkin_count, per_page: 10, starting: 0`, '...PlaceCard')}
        }`,
        { pageUrl: '/', cityIds: String(CITY), seed: new Date().toISOString().slice(0, 10) },
      ),
    ([first]) => {
      // The discover row's items and the slides' items, by kind.
      const ids: Record<string, number[]> = { event: [], experience: [], place: [], article: [] };
      for (const item of sources(first, 'discover')) ids[item.item_type as string].push(item.item_id as number);
      for (const slide of results(first, 'slides'))
        if (slide.target !== 'url' && slide.item_id !== null) ids[slide.target as string].push(slide.item_id as number);
      const variables = Object.fromEntries(
        Object.entries(ids).flatMap(([kind, list]) => [
          [kind, [...new Set(list)].join(',')],
          [`${kind}Count`, Math.max(1, new Set(list).size)],
          [`with_${kind}`, list.length > 0],
        ]),
      );
      return request(
        /* GraphQL */ `
        query MeshHomeItems(
          $event: String!, $eventCount: PositiveInt!, $with_event: Boolean!,
          $experience: String!, $experienceCount: PositiveInt!, $with_experience: Boolean!,
          $place: String!, $placeCount: PositiveInt!, $with_place: Boolean!,
          $article: String!, $articleCount: PositiveInt!, $with_article: Boolean!
        ) {
          ${hits('events: getApiV1EventsSearch', 'ids: $event, include_past: true, per_page: $eventCount', '...HappeningCard', '@include(if: $with_event)')}
          ${hits('experiences: getApiV1ExperiencesSearch', 'ids: $experience, include_past: true, per_page: $experienceCount', '...HappeningCard', '@include(if: $with_experience)')}
          ${hits('places: getApiV1PlacesSearch', 'ids: $place, per_page: $placeCount', '...PlaceCard', '@include(if: $with_place)')}
          ${hits('articles: getApiV1ArticlesSearch', 'ids: $article, per_page: $articleCount', 'id slug language title summary source_name cover_thumbnail', '@include(if: $with_article)')}
        }`,
        variables,
      );
    },
  ],
};

const events: MeshScreen = {
  screen: 'events',
  waves: [
    () =>
      request(
        /* GraphQL */ `
        query MeshEvents($pageUrl: queryInput_getApiV1FloatingPopups_page_url!, $cityIds: String!) {
          ...Shell
          ...Categories
          ${hits('events: getApiV1EventsSearch', 'city_ids: $cityIds, per_page: 12, starting: 0', '...HappeningCard')}
          ${hits('recommended: getApiV1EventsRecommended', 'city_ids: $cityIds, per_page: 10, starting: 0', '...HappeningCard')}
          ${hits('popular: getApiV1EventsPopular', 'city_ids: $cityIds, per_page: 10, starting: 0', '...HappeningCard')}
        }`,
        { pageUrl: '/', cityIds: String(CITY) },
      ),
  ],
};

/** The authors of a detail screen's tips and photos, with their levels (the tips' and photos' user summaries lack them). */
function authors(answer: MeshData): MeshRequest | null {
  const ids = new Set<number>();
  for (const field of ['tips', 'photos'])
    for (const group of results(answer, field))
      for (const item of (group.results as { user: { id: number } }[] | undefined) ?? []) ids.add(item.user.id);
  if (!ids.size) return null;
  return request(
    /* GraphQL */ `
      query MeshAuthors($ids: String!) {
        users: getApiV1Users(ids: $ids) {
          ... on getApiV1Users_200_response {
            results {
              id
              first_name
              last_name
              username
              ugc_level
              level_name_en
            }
          }
        }
      }
    `,
    { ids: [...ids].join(',') },
  );
}

const reviews = (route: string) => /* GraphQL */ `
  tips: getApiV1${route}Tips(entity_ids: $id, page_size: 5) {
    ... on getApiV1${route}Tips_200_response {
      results {
        count
        results {
          ...TipItem
        }
      }
    }
  }
  photos: getApiV1${route}Photos(entity_ids: $id, page_size: 9) {
    ... on getApiV1${route}Photos_200_response {
      results {
        count
        results {
          ...PhotoTile
        }
      }
    }
  }`;

const eventDetail = (slug: string): MeshScreen => ({
  screen: 'event',
  waves: [
    () =>
      request(
        /* GraphQL */ `
          query MeshEvent(
            $pageUrl: queryInput_getApiV1FloatingPopups_page_url!
            $slug: queryInput_getApiV1EventsIdOrSlug_idOrSlug!
          ) {
            ...Shell
            ...Categories
            audiences: getApiV1Audiences {
              ... on getApiV1Audiences_200_response {
                results {
                  id
                  name_en
                }
              }
            }
            event: getApiV1EventsIdOrSlug(idOrSlug: $slug) {
              ... on Happening {
                ...HappeningCard
                summary_en
                description_en
                ticket_url
                attendance_count
                image
                gallery
                location {
                  address_en
                }
                organizer_id
                audience_ids
                tags {
                  id
                  name_en
                }
                working_hours {
                  weekday
                  opens
                  closes
                }
                city_id
                tip_count
                photo_count
                rating_count
                rating_average
              }
            }
          }
        `,
        { pageUrl: '/', slug },
      ),
    ([first]) => {
      const event = first.event as { id: number; category_ids: number[]; organizer_id: number | null };
      return request(
        /* GraphQL */ `
        query MeshEventMore($id: String!, $cityIds: String!, $category: String!, $organizer: String!, $withOrganizer: Boolean!) {
          ${hits('related: getApiV1EventsSearch', 'category_ids: $category, city_ids: $cityIds, per_page: 5, starting: 0', '...HappeningCard')}
          organizer: getApiV1Organizers(ids: $organizer, page_size: 1) @include(if: $withOrganizer) {
            ... on getApiV1Organizers_200_response {
              results {
                id
                name_en
                description_en
                website
                logo
              }
            }
          }
          ${reviews('Events')}
        }`,
        {
          id: String(event.id),
          cityIds: String(CITY),
          category: String(event.category_ids[0] ?? ''),
          organizer: String(event.organizer_id ?? ''),
          withOrganizer: event.organizer_id !== null,
        },
      );
    },
    ([, second]) => authors(second),
  ],
});

const places: MeshScreen = {
  screen: 'places',
  waves: [
    () =>
      request(
        /* GraphQL */ `
        query MeshPlaces($pageUrl: queryInput_getApiV1FloatingPopups_page_url!) {
          ...Shell
          ...PlaceCategories
          ${hits('places: getApiV1PlacesSearch', `metropolis: ${CITY}, ordering: relevance, per_page: 20, starting: 0`, '...PlaceListItem')}
        }`,
        { pageUrl: '/' },
      ),
  ],
};

const placeDetail = (slug: string): MeshScreen => ({
  screen: 'place',
  waves: [
    () =>
      request(
        /* GraphQL */ `
          query MeshPlace(
            $pageUrl: queryInput_getApiV1FloatingPopups_page_url!
            $slug: queryInput_getApiV1PlacesIdOrSlug_idOrSlug!
          ) {
            ...Shell
            ...PlaceCategories
            place: getApiV1PlacesIdOrSlug(idOrSlug: $slug) {
              ... on Place {
                ...PlaceListItem
                about_en
                image
                is_owner
                tags {
                  id
                  name_en
                }
                features
                location {
                  latitude
                  longitude
                }
                phone
                website
                social {
                  facebook
                  twitter
                  youtube
                  instagram
                }
                checkin_count
                last_checkin_by_me
                city_id
                tip_count
                photo_count
                rating_count
                rating_average
              }
            }
          }
        `,
        { pageUrl: '/', slug },
      ),
    ([first]) => {
      const place = first.place as { id: number; location: { latitude: number; longitude: number } };
      return request(
        /* GraphQL */ `
        query MeshPlaceMore($id: String!, $placeId: Int!, $latitude: Float!, $longitude: Float!) {
          nearby: getApiV1PlacesNearby(
            latitude: $latitude, longitude: $longitude, distance: 5, place_id: $placeId, ordering: distance, page: 1, page_size: 6
          ) {
            ... on getApiV1PlacesNearby_200_response {
              results {
                ...PlaceListItem
              }
            }
          }
          ${reviews('Places')}
        }`,
        { id: String(place.id), placeId: place.id, ...place.location },
      );
    },
    ([, second]) => authors(second),
  ],
});

/** The five screens of the peers bench, for the event and place of these slugs. */
export const meshScreens = (slugs: { event: string; place: string }): MeshScreen[] => [
  home,
  events,
  eventDetail(slugs.event),
  places,
  placeDetail(slugs.place),
];

import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { PlaceFilterBar } from './PlaceFilterBar.tsx';
import { placeMessages } from '../placeMessages.ts';
import { PlaceResults } from './PlaceResults.tsx';
import { useNearMe } from './useNearMe.ts';
import { DEFAULT_POSITION } from '../map/defaultPosition.ts';
import type { Bounds, Position } from '../map/mapMath.ts';
import {
  hasPlaceFilters,
  placeFiltersFromSearchParams,
  searchForPlaceFilters,
  type PlaceFilters,
} from './placeFilters.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { shownCityName } from '../../../settings/allCities.ts';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import head from '../../../ui/ScreenHead.module.css';
import styles from './PlaceListScreen.module.css';
import type { PlaceListScreenQuery } from './__generated__/PlaceListScreenQuery.graphql';

export const placeListQuery = graphql`
  query PlaceListScreenQuery($filter: PlaceFilter, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      googleMapsApiKey
      city(id: $cityId) {
        name
        latitude
        longitude
      }
    }
    ...PlaceFilterBar_query
    ...PlaceResults_query @arguments(filter: $filter)
  }
`;

/** /places/list: the filters in the URL, the results beside the map (plain elements and CSS: no Fluent UI). */
export default function PlaceListScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { query } = useLoaderData() as RouteData<PlaceListScreenQuery>;
  const data = usePreloadedQuery<PlaceListScreenQuery>(placeListQuery, query);
  const filters = placeFiltersFromSearchParams(searchParams);
  const search = searchForPlaceFilters(filters);
  const title = usePageTitle(intl.formatMessage({ id: 'places.title', defaultMessage: 'Places' }));

  const applyFilters = useCallback(
    (next: PlaceFilters) => void navigate({ search: searchForPlaceFilters(next) }, { preventScrollReset: true }),
    [navigate],
  );
  const nearMe = useNearMe(
    useCallback(
      (near: Position | null) => applyFilters({ ...filters, near: near ?? undefined }),
      [applyFilters, filters],
    ),
  );
  const { city } = data.viewer;
  const start = useMemo(
    () => ({
      bounds: filters.bounds,
      center:
        filters.near ??
        (city.latitude != null && city.longitude != null
          ? { latitude: city.latitude, longitude: city.longitude }
          : DEFAULT_POSITION),
      fitPlaces: !filters.near,
    }),
    // A new search (the URL) starts the map again; the same search keeps where the person moved it. The filters are
    // parsed anew on every render, so the serialised search is the key, not their objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, city.latitude, city.longitude],
  );
  const searchArea = useCallback((bounds: Bounds) => applyFilters({ ...filters, bounds }), [applyFilters, filters]);

  return (
    <PageShell title={title} query={data}>
      <div className={head.head}>
        <h1 className={head.title}>
          <FormattedMessage
            id="places.heading"
            defaultMessage="Places in {city}"
            values={{ city: shownCityName(intl, city.name, query.variables.cityId) }}
          />
        </h1>
        {hasPlaceFilters(filters) ? (
          <button
            type="button"
            className={buttonClasses({ appearance: 'subtle' })}
            onClick={() => void navigate({ search: '' })}
          >
            <FormattedMessage id="filters.clear" defaultMessage="Clear filters" />
          </button>
        ) : null}
      </div>
      <PlaceFilterBar
        query={data}
        filters={filters}
        onChange={applyFilters}
        onNearMe={() => nearMe.toggle(Boolean(filters.near))}
        locating={nearMe.locating}
      />
      {nearMe.denied ? (
        <div className={styles.denied}>
          <FormStatus error={intl.formatMessage(placeMessages.locationDenied)} />
        </div>
      ) : null}
      <PlaceResults
        key={search}
        query={data}
        apiKey={data.viewer.googleMapsApiKey ?? null}
        start={start}
        onSearchArea={searchArea}
      />
    </PageShell>
  );
}

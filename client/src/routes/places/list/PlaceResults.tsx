import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Bounds, Position } from '../map/mapMath.ts';
import { RelayLoadMore } from '../../../ui/LoadMore.tsx';
import type { MapPlace } from '../map/mapTypes.ts';
import { PlaceListItem } from '../PlaceListItem.tsx';
import { PlaceMap } from '../map/PlaceMap.tsx';
import { placePath } from '../placePath.ts';
import styles from './PlaceResults.module.css';
import type { PlaceResults_query$key } from './__generated__/PlaceResults_query.graphql';

const PLACE_PAGE_SIZE = 20;

const placeResultsFragment = graphql`
  fragment PlaceResults_query on Query
  @refetchable(queryName: "PlaceResultsPaginationQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 20 }
    after: { type: "String" }
    filter: { type: "PlaceFilter" }
  ) {
    places(first: $first, after: $after, filter: $filter) @connection(key: "PlaceResults_places", filters: ["filter"]) {
      totalCount
      edges {
        node {
          id
          slug
          name
          category {
            name
          }
          openingStatus {
            state
          }
          location {
            latitude
            longitude
          }
          ...PlaceListItem_place
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

/** The paged results beside the map: hovering or focusing a result highlights its marker and opens its info window. */
export function PlaceResults({
  query,
  apiKey,
  start,
  onSearchArea,
}: {
  query: PlaceResults_query$key;
  apiKey: string | null;
  start: { bounds?: Bounds; center: Position; fitPlaces: boolean };
  onSearchArea: (bounds: Bounds) => void;
}) {
  const intl = useIntl();
  const { places } = useFragment(placeResultsFragment, query);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [infoId, setInfoId] = useState<string | null>(null);
  const hover = (id: string) => {
    setHoveredId(id);
    setInfoId(id);
  };
  const edges = places.edges;
  const mapPlaces = useMemo<MapPlace[]>(
    () =>
      edges.flatMap(({ node }) =>
        node.location.latitude != null && node.location.longitude != null
          ? [
              {
                id: node.id,
                name: node.name,
                path: placePath(node.slug),
                category: node.category?.name ?? null,
                state: node.openingStatus.state,
                position: { latitude: node.location.latitude, longitude: node.location.longitude },
              },
            ]
          : [],
      ),
    [edges],
  );

  return (
    <div className={styles.layout}>
      <div className={styles.map}>
        <PlaceMap
          apiKey={apiKey}
          places={mapPlaces}
          hoveredId={hoveredId}
          infoId={infoId}
          onHover={hover}
          onCloseInfo={() => setInfoId(null)}
          start={start}
          onSearchArea={onSearchArea}
        />
      </div>
      <div>
        <p className={styles.count} role="status" aria-live="polite">
          {intl.formatMessage(
            {
              id: 'places.count',
              defaultMessage: '{count, plural, =0 {No places found} one {# place found} other {# places found}}',
            },
            { count: places.totalCount },
          )}
        </p>
        {edges.length === 0 ? (
          <p className={styles.empty}>
            <FormattedMessage id="places.empty" defaultMessage="No places match. Try other filters or move the map." />
          </p>
        ) : (
          <ul className={styles.list}>
            {edges.map(({ node }, index) => (
              <li key={node.id}>
                <PlaceListItem
                  place={node}
                  headingLevel={2}
                  highlighted={node.id === hoveredId}
                  onHover={hover}
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
        <RelayLoadMore
          paging={{ fragment: placeResultsFragment, fragmentRef: query, pageSize: PLACE_PAGE_SIZE }}
          hasNext={places.pageInfo.hasNextPage}
          className={styles.more}
        />
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { currentSession } from '../../session/session.ts';
import { CuratedListCard } from '../curatedLists/CuratedListCard.tsx';
import { curatedListsPath } from '../curatedLists/curatedListPath.ts';
import { ListItemCard } from '../curatedLists/ListItemCard.tsx';
import { CardRow } from '../happenings/CardRow.tsx';
import type { ReadingRows_discover$key } from './__generated__/ReadingRows_discover.graphql';
import type { ReadingRows_lists$key } from './__generated__/ReadingRows_lists.graphql';
import type { ReadingRowsDiscoverQuery } from './__generated__/ReadingRowsDiscoverQuery.graphql';

/** Home's row of the city's curated lists; nothing when the city has none. */
export function CuratedListsRow({ lists }: { lists: ReadingRows_lists$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ReadingRows_lists on CuratedList @relay(plural: true) {
        id
        ...CuratedListCard_list
      }
    `,
    lists,
  );
  if (data.length === 0) return null;
  return (
    <CardRow
      title={intl.formatMessage({ id: 'home.curatedLists', defaultMessage: 'Curated lists' })}
      seeAllTo={curatedListsPath}
    >
      {data.map((list) => (
        <CuratedListCard key={list.id} list={list} headingLevel={3} />
      ))}
    </CardRow>
  );
}

/**
 * Home's discover row: the city's items in a random order, or the items nearest to the viewer when location is on
 * (the served page knows the city only, so the near list is fetched once the browser knows the position).
 */
export function DiscoverRow({ query }: { query: ReadingRows_discover$key }) {
  const intl = useIntl();
  const { data, refetch } = usePaginationFragment<ReadingRowsDiscoverQuery, ReadingRows_discover$key>(
    graphql`
      fragment ReadingRows_discover on Query
      @refetchable(queryName: "ReadingRowsDiscoverQuery")
      @argumentDefinitions(
        near: { type: "PositionInput" }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        discover(first: $first, after: $after, cityId: $cityId, near: $near)
          @connection(key: "ReadingRows_discover", filters: ["cityId", "near"]) {
          edges {
            cursor
            node {
              ...ListItemCard_item
            }
          }
        }
      }
    `,
    query,
  );
  const { location, locationEnabled } = currentSession().settings;
  useEffect(() => {
    if (locationEnabled && location) refetch({ near: location }, { fetchPolicy: 'store-or-network' });
  }, [location, locationEnabled, refetch]);
  const items = data.discover.edges.filter((edge) => edge.node);
  if (items.length === 0) return null;
  return (
    <CardRow
      title={
        locationEnabled && location
          ? intl.formatMessage({ id: 'home.discoverNearMe', defaultMessage: 'Discover near you' })
          : intl.formatMessage({ id: 'home.discover', defaultMessage: 'Discover' })
      }
    >
      {items.map((edge) => (
        <ListItemCard key={edge.cursor} item={edge.node!} />
      ))}
    </CardRow>
  );
}

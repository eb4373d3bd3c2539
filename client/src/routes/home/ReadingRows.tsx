import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { currentSession } from '../../session/session.ts';
import { CuratedListCard } from '../curatedLists/CuratedListCard.tsx';
import { curatedListsPath } from '../curatedLists/curatedListPath.ts';
import { ListItemCard } from '../curatedLists/ListItemCard.tsx';
import { CardRow } from '../happenings/CardRow.tsx';
import type { ReadingRows_discover$data, ReadingRows_discover$key } from './__generated__/ReadingRows_discover.graphql';
import type { ReadingRows_lists$key } from './__generated__/ReadingRows_lists.graphql';

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

// The refetch by position (usePaginationFragment's code) loads only for a viewer who turned location on.
const DiscoverNearRow = lazy(() => import('./DiscoverNearRow.tsx'));

/**
 * Home's discover row: the city's items in a random order, or the items nearest to the viewer when location is on
 * (the served page knows the city only, so the near list is fetched once the browser knows the position).
 */
export function DiscoverRow({ query }: { query: ReadingRows_discover$key }) {
  const data = useFragment(
    graphql`
      fragment ReadingRows_discover on Query
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
  if (!locationEnabled || !location) return <DiscoverItems data={data} near={false} />;
  return (
    <Suspense fallback={<DiscoverItems data={data} near />}>
      <DiscoverNearRow location={location} />
    </Suspense>
  );
}

/** The discover row's cards: the city's items, or the ones near the viewer. */
export function DiscoverItems({ data, near }: { data: ReadingRows_discover$data; near: boolean }) {
  const intl = useIntl();
  const items = data.discover.edges.filter((edge) => edge.node);
  if (items.length === 0) return null;
  return (
    <CardRow
      title={
        near
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

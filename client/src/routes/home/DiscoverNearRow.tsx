import { useEffect } from 'react';
import { usePaginationFragment } from 'react-relay';
import type { AppSettings } from '../../settings/settings.ts';
import { DiscoverItems } from './ReadingRows.tsx';
import discoverFragment, { type ReadingRows_discover$key } from './__generated__/ReadingRows_discover.graphql';
import type { ReadingRowsDiscoverQuery } from './__generated__/ReadingRowsDiscoverQuery.graphql';

/** Home's discover row for a viewer with location on: refetched with their position (the served page has the city's). */
export default function DiscoverNearRow({
  query,
  location,
}: {
  query: ReadingRows_discover$key;
  location: NonNullable<AppSettings['location']>;
}) {
  const { data, refetch } = usePaginationFragment<ReadingRowsDiscoverQuery, ReadingRows_discover$key>(
    discoverFragment,
    query,
  );
  useEffect(() => {
    refetch({ near: location }, { fetchPolicy: 'store-or-network' });
  }, [location, refetch]);
  return <DiscoverItems data={data} near />;
}

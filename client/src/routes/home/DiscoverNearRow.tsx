import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { RouteData } from '../../routing/loadRouteQuery.ts';
import type { AppSettings } from '../../settings/settings.ts';
import { DiscoverItems } from './ReadingRows.tsx';
import discoverFragment, { type ReadingRows_discover$key } from './__generated__/ReadingRows_discover.graphql';
import type { DiscoverNearRowQuery } from './__generated__/DiscoverNearRowQuery.graphql';
import type { HomeScreenQuery } from './__generated__/HomeScreenQuery.graphql';

/**
 * Home's discover row for a viewer with location on: asked again with their position (the served page has the city's).
 * A query of its own rather than a refetchable fragment, so the first route does not carry the refetch query.
 */
export default function DiscoverNearRow({ location }: { location: NonNullable<AppSettings['location']> }) {
  const { query } = useLoaderData() as RouteData<HomeScreenQuery>;
  const near = useLazyLoadQuery<DiscoverNearRowQuery>(
    graphql`
      query DiscoverNearRowQuery($cityId: ID, $near: PositionInput) {
        ...ReadingRows_discover @arguments(near: $near)
      }
    `,
    { cityId: query.variables.cityId, near: location },
    { fetchPolicy: 'store-or-network' },
  );
  return <DiscoverItems data={useFragment<ReadingRows_discover$key>(discoverFragment, near)} near />;
}

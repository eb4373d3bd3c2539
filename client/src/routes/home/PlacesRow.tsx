import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { CardRow } from '../happenings/CardRow.tsx';
import { PlaceCompactCard } from '../places/PlaceCompactCard.tsx';
import { placesHomePath } from '../places/placePath.ts';
import type { PlacesRow_places$key } from './__generated__/PlacesRow_places.graphql';

/** Home's row of the city's most visited places (most check-ins first); "see all" opens the places home. */
export function PlacesRow({ places }: { places: PlacesRow_places$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment PlacesRow_places on PlaceConnection {
        edges {
          node {
            id
            ...PlaceCompactCard_place
          }
        }
      }
    `,
    places,
  );
  if (data.edges.length === 0) return null;
  return (
    <CardRow
      title={intl.formatMessage({ id: 'home.popularPlaces', defaultMessage: 'Popular places' })}
      seeAllTo={placesHomePath}
    >
      {data.edges.map(({ node }) => (
        <PlaceCompactCard key={node.id} place={node} headingLevel={3} />
      ))}
    </CardRow>
  );
}

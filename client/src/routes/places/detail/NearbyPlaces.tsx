import type { ComponentType, ReactNode } from 'react';
import { FluentScope } from '../../../app/FluentScope.tsx';
import { graphql, useFragment } from 'react-relay/hooks';
import { PlaceListItem } from '../PlaceListItem.tsx';
import type { NearbyPlaces_place$key } from './__generated__/NearbyPlaces_place.graphql';

/**
 * A place's nearby places, below its detail: loaded after the detail screen's first render (PlaceDetail.tsx), which
 * passes the titled `Section` and the list's class it also draws the stand-in with.
 */
export default function NearbyPlaces({
  place,
  Section,
  listClassName,
}: {
  place: NearbyPlaces_place$key;
  Section: ComponentType<{ children: ReactNode }>;
  listClassName: string;
}) {
  const { nearby } = useFragment(
    graphql`
      fragment NearbyPlaces_place on Place {
        nearby(first: 6) {
          id
          ...PlaceListItem_place
        }
      }
    `,
    place,
  );
  return (
    <FluentScope part>
      <Section>
        <ul className={listClassName}>
          {nearby.map((item) => (
            <li key={item.id}>
              <PlaceListItem place={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Section>
    </FluentScope>
  );
}

import { definePage } from '../../../routing/pageQuery.ts';
import type { PlacesHomeScreenQuery } from './__generated__/PlacesHomeScreenQuery.graphql';

export const placesHomePage = definePage<PlacesHomeScreenQuery>({
  key: 'places',
  artifact: () => import('./__generated__/PlacesHomeScreenQuery.graphql'),
  variables: () => ({}),
});

import { definePage } from '../../../routing/pageQuery.ts';
import type { PlaceDetailScreenQuery } from './__generated__/PlaceDetailScreenQuery.graphql';

export const placeDetailPage = definePage<PlaceDetailScreenQuery>({
  key: 'places:detail',
  artifact: () => import('./__generated__/PlaceDetailScreenQuery.graphql'),
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
});

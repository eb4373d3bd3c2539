import { definePage } from '../../../routing/pageQuery.ts';
import { pageLoader } from '../../../routing/loadRouteQuery.ts';
import { requireMember } from '../../../routing/sessionGuards.ts';
import type { PlaceSuggestScreenQuery } from './__generated__/PlaceSuggestScreenQuery.graphql';

const placeSuggestPage = definePage<PlaceSuggestScreenQuery>({
  key: 'places:suggest',
  artifact: () => import('./__generated__/PlaceSuggestScreenQuery.graphql'),
  variables: ({ params }) => ({ slug: params.slug ?? '', isEdit: params.slug != null }),
});

/** Members only: a visitor is sent to sign in and comes back. With a slug, the place whose edit is suggested. */
export const placeSuggestLoader = requireMember(pageLoader(placeSuggestPage));

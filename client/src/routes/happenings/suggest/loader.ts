import { definePage } from '../../../routing/pageQuery.ts';
import { pageLoader } from '../../../routing/loadRouteQuery.ts';
import { requireMember } from '../../../routing/sessionGuards.ts';
import type { HappeningSuggestScreenQuery } from './__generated__/HappeningSuggestScreenQuery.graphql';

const happeningSuggestPage = definePage<HappeningSuggestScreenQuery>({
  key: 'happenings:suggest',
  artifact: () => import('./__generated__/HappeningSuggestScreenQuery.graphql'),
  variables: () => ({}),
});

/** Members only (a visitor signs in and comes back): /events/suggest and /experiences/suggest. */
export const happeningSuggestLoader = requireMember(pageLoader(happeningSuggestPage));

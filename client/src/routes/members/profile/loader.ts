import { definePage } from '../../../routing/pageQuery.ts';
import { pageLoader } from '../../../routing/loadRouteQuery.ts';
import { requireMember } from '../../../routing/sessionGuards.ts';
import type { ProfileScreenQuery } from './__generated__/ProfileScreenQuery.graphql';

const profilePage = definePage<ProfileScreenQuery>({
  key: 'profile',
  artifact: () => import('./__generated__/ProfileScreenQuery.graphql'),
  variables: () => ({}),
});

export const profileLoader = requireMember(pageLoader(profilePage));

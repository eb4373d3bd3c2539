import { definePage } from '../../../routing/pageQuery.ts';
import type { MemberScreenQuery } from './__generated__/MemberScreenQuery.graphql';

export const socialMemberPage = definePage<MemberScreenQuery>({
  key: 'social:member',
  artifact: () => import('./__generated__/MemberScreenQuery.graphql'),
  variables: ({ params }) => ({ username: params.username ?? '' }),
});

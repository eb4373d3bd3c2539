import { definePage } from '../../routing/pageQuery.ts';
import type { HomeScreenQuery } from './__generated__/HomeScreenQuery.graphql';

// The home screen only shows the first route's messages (the rest load with the next screen that needs them).
export const homePage = definePage<HomeScreenQuery>({
  key: 'home',
  artifact: () => import('./__generated__/HomeScreenQuery.graphql'),
  variables: () => ({}),
  messages: ['first'],
});

import { definePage } from '../../../routing/pageQuery.ts';
import type { ContactScreenQuery } from './__generated__/ContactScreenQuery.graphql';

export const contactPage = definePage<ContactScreenQuery>({
  key: 'contact',
  artifact: () => import('./__generated__/ContactScreenQuery.graphql'),
  variables: () => ({}),
});

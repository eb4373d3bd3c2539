import { definePage } from '../../../routing/pageQuery.ts';
import type { memberPageQuery } from './__generated__/memberPageQuery.graphql';

/** The sign-in, sign-up and password pages: their query only feeds the header. */
export const memberPage = (key: string) =>
  definePage<memberPageQuery>({
    key,
    artifact: () => import('./__generated__/memberPageQuery.graphql'),
    variables: () => ({}),
  });

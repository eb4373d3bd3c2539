import type { HappeningKind } from '../happeningKind.ts';
import { definePage } from '../../../routing/pageQuery.ts';
import type { HappeningDetailScreenQuery } from './__generated__/HappeningDetailScreenQuery.graphql';

export const happeningDetailPage = (kind: HappeningKind) =>
  definePage<HappeningDetailScreenQuery>({
    key: `detail:${kind}`,
    artifact: () => import('./__generated__/HappeningDetailScreenQuery.graphql'),
    variables: ({ params }) => ({ slug: params.slug ?? '', kind }),
  });

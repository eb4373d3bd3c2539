import type { HappeningKind } from '../happeningKind.ts';
import { filtersFromSearchParams, hasFilters, toFilterInput } from './happeningFilters.ts';
import { definePage } from '../../../routing/pageQuery.ts';
import type { HappeningListScreenQuery } from './__generated__/HappeningListScreenQuery.graphql';

export const happeningListPage = (kind: HappeningKind) =>
  definePage<HappeningListScreenQuery>({
    key: `list:${kind}`,
    artifact: () => import('./__generated__/HappeningListScreenQuery.graphql'),
    variables: ({ searchParams }, cityId) => {
      const filters = filtersFromSearchParams(searchParams);
      return {
        kind,
        filter: toFilterInput(filters, cityId),
        listIds: filters.listId ? [filters.listId] : [],
        // the recommended and popular rows open an unfiltered list only
        showRows: !hasFilters(filters),
      };
    },
  });

import type { LoaderFunctionArgs } from 'react-router-dom';
import type { HappeningKind } from '../happeningKind.ts';
import { filtersFromSearchParams, toFilterInput } from './happeningFilters.ts';
import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import type { HappeningListScreenQuery } from './__generated__/HappeningListScreenQuery.graphql';

const artifact = () => import('./__generated__/HappeningListScreenQuery.graphql');

export function happeningListLoader(kind: HappeningKind) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = filtersFromSearchParams(new URL(request.url).searchParams);
    return loadRouteQuery<HappeningListScreenQuery>(`list:${kind}`, artifact, (_, cityId) => ({
      kind,
      filter: toFilterInput(filters, cityId),
      listIds: filters.listId ? [filters.listId] : [],
    }));
  };
}

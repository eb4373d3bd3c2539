import type { LoaderFunctionArgs } from 'react-router-dom';
import type { HappeningKind } from '../happeningKind.ts';
import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import type { HappeningDetailScreenQuery } from './__generated__/HappeningDetailScreenQuery.graphql';

const artifact = () => import('./__generated__/HappeningDetailScreenQuery.graphql');

export function happeningDetailLoader(kind: HappeningKind) {
  return ({ params }: LoaderFunctionArgs) =>
    loadRouteQuery<HappeningDetailScreenQuery>(`detail:${kind}`, artifact, () => ({ slug: params.slug ?? '', kind }));
}

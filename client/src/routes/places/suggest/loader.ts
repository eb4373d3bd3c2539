import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import { requireMember } from '../../../routing/sessionGuards.ts';
import type { PlaceSuggestScreenQuery } from './__generated__/PlaceSuggestScreenQuery.graphql';

const artifact = () => import('./__generated__/PlaceSuggestScreenQuery.graphql');

/** Members only: a visitor is sent to sign in and comes back. With a slug, the place whose edit is suggested. */
export const placeSuggestLoader = requireMember(({ params }: LoaderFunctionArgs) =>
  loadRouteQuery<PlaceSuggestScreenQuery>('places:suggest', artifact, () => ({
    slug: params.slug ?? '',
    isEdit: params.slug != null,
  })),
);

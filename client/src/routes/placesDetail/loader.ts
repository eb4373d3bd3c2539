import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import query, { type PlaceDetailScreenQuery } from './__generated__/PlaceDetailScreenQuery.graphql';

export const placeDetailLoader = ({ params }: LoaderFunctionArgs) =>
  loadRouteQuery<PlaceDetailScreenQuery>('places:detail', query, () => ({ slug: params.slug ?? '' }));

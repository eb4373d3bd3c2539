import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import type { PlaceDetailScreenQuery } from './__generated__/PlaceDetailScreenQuery.graphql';

const artifact = () => import('./__generated__/PlaceDetailScreenQuery.graphql');

export const placeDetailLoader = ({ params }: LoaderFunctionArgs) =>
  loadRouteQuery<PlaceDetailScreenQuery>('places:detail', artifact, () => ({ slug: params.slug ?? '' }));

import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { LazyReviewSection } from '../../community/reviews/LazyReviewSection.tsx';
import { NotFoundContent, notFoundTitle } from '../../../errors/NotFoundContent.tsx';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { PlaceDetail } from './PlaceDetail.tsx';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import type { PlaceDetailScreenQuery } from './__generated__/PlaceDetailScreenQuery.graphql';

export const placeDetailQuery = graphql`
  query PlaceDetailScreenQuery($slug: String!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      me {
        ...ReviewSection_viewer
      }
    }
    place(slug: $slug) {
      name
      ...PlaceDetail_place
      ...ReviewSection_subject
      ...placeHead_place
    }
  }
`;

/**
 * /places/:slug; an unknown slug shows the 404 content. The screen renders without Fluent UI; its reviews, nearby places
 * and report dialog (Fluent's) load after its first render.
 */
export default function PlaceDetailScreen() {
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<PlaceDetailScreenQuery>;
  const data = usePreloadedQuery<PlaceDetailScreenQuery>(placeDetailQuery, query);
  const { place } = data;
  const me = data.viewer.me ?? null;
  const title = usePageTitle(place ? place.name : intl.formatMessage(notFoundTitle));
  return (
    <PageShell title={title} query={data}>
      {place ? (
        <PlaceDetail place={place} isMember={me != null} reviews={<LazyReviewSection subject={place} viewer={me} />} />
      ) : (
        <NotFoundContent />
      )}
    </PageShell>
  );
}

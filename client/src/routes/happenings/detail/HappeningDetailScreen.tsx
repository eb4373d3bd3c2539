import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { NotFoundContent, notFoundTitle } from '../../../errors/NotFoundContent.tsx';
import { HappeningDetail } from './HappeningDetail.tsx';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import type { HappeningDetailScreenQuery } from './__generated__/HappeningDetailScreenQuery.graphql';

export const happeningDetailQuery = graphql`
  query HappeningDetailScreenQuery($slug: String!, $kind: ItemKind!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      me {
        ...ReviewSection_viewer
      }
    }
    happening(kind: $kind, slug: $slug) {
      name
      ...HappeningDetail_item
      ...happeningHead_happening
    }
    siteSettings {
      showHijriDates
    }
  }
`;

/**
 * /events/:slug and /experiences/:slug; an unknown slug shows the 404 content. The screen renders without Fluent UI; its
 * reviews, attendance buttons and calendar menu load after its first render.
 */
export default function HappeningDetailScreen() {
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<HappeningDetailScreenQuery>;
  const data = usePreloadedQuery<HappeningDetailScreenQuery>(happeningDetailQuery, query);
  const item = data.happening ?? null;
  const title = usePageTitle(item ? item.name : intl.formatMessage(notFoundTitle));
  return (
    <PageShell title={title} query={data}>
      {item ? (
        <HappeningDetail item={item} viewer={data.viewer.me ?? null} hijriDates={data.siteSettings.showHijriDates} />
      ) : (
        <NotFoundContent />
      )}
    </PageShell>
  );
}

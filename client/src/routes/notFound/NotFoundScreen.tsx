import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { NotFoundContent, notFoundTitle } from '../../errors/NotFoundContent.tsx';
import { PageShell } from '../../layout/PageShell.tsx';
import { usePageTitle } from '../../layout/usePageTitle.ts';
import type { RouteData } from '../../routing/loadRouteQuery.ts';
import type { NotFoundScreenQuery } from './__generated__/NotFoundScreenQuery.graphql';

export const notFoundQuery = graphql`
  query NotFoundScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
  }
`;

/** Any unknown path. Its query only feeds the header, so the page looks like every other. */
export default function NotFoundScreen() {
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<NotFoundScreenQuery>;
  const data = usePreloadedQuery<NotFoundScreenQuery>(notFoundQuery, query);
  return (
    <PageShell title={usePageTitle(intl.formatMessage(notFoundTitle))} query={data}>
      <NotFoundContent />
    </PageShell>
  );
}

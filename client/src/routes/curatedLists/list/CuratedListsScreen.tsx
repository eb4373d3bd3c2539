import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { CuratedListCard } from '../CuratedListCard.tsx';
import { curatedListMessages } from '../curatedListMessages.ts';
import type { CuratedListsScreenQuery } from './__generated__/CuratedListsScreenQuery.graphql';
import type { CuratedListsScreen_lists$key } from './__generated__/CuratedListsScreen_lists.graphql';

const useStyles = makeStyles({
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  count: { margin: '4px 0 16px', color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: '16px',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  more: { justifySelf: 'start', marginBlockStart: '16px' },
});

export const curatedListsQuery = graphql`
  query CuratedListsScreenQuery($cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    ...CuratedListsScreen_lists
  }
`;

function Lists({ query }: { query: CuratedListsScreen_lists$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CuratedListsScreen_lists on Query
      @refetchable(queryName: "CuratedListsPagingQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 24 }, after: { type: "String" }) {
        curatedLists(first: $first, after: $after) @connection(key: "CuratedListsScreen_curatedLists") {
          totalCount
          edges {
            node {
              id
              ...CuratedListCard_list
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <>
      <p className={styles.count} role="status">
        {intl.formatMessage(curatedListMessages.count, { count: data.curatedLists.totalCount })}
      </p>
      <ul className={styles.grid}>
        {data.curatedLists.edges.map(({ node }) => (
          <li key={node.id}>
            <CuratedListCard list={node} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <Button className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(24)}>
          {intl.formatMessage(curatedListMessages.more)}
        </Button>
      ) : null}
    </>
  );
}

/** /lists: every curated list with its item count. */
function CuratedListsScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<CuratedListsScreenQuery>;
  const data = usePreloadedQuery<CuratedListsScreenQuery>(curatedListsQuery, query);
  const title = usePageTitle(intl.formatMessage(curatedListMessages.title));
  return (
    <PageShell title={title} query={data}>
      <h1 className={styles.title}>{intl.formatMessage(curatedListMessages.title)}</h1>
      <Lists query={data} />
    </PageShell>
  );
}

export default withFluentScope(CuratedListsScreen);

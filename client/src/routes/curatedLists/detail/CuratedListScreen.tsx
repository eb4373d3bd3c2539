import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { NotFoundContent, notFoundTitle } from '../../../errors/NotFoundContent.tsx';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { curatedListMessages } from '../curatedListMessages.ts';
import { ListItemCard } from '../ListItemCard.tsx';
import type { CuratedListScreenQuery } from './__generated__/CuratedListScreenQuery.graphql';
import type { CuratedListScreen_items$key } from './__generated__/CuratedListScreen_items.graphql';

const PAGE_SIZE = 10;

const useStyles = makeStyles({
  cover: {
    width: '100%',
    maxHeight: '320px',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  title: { margin: '16px 0 4px', fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  meta: { margin: '0 0 16px', color: tokens.colorNeutralForeground2 },
  items: { display: 'grid', gap: '12px', margin: 0, padding: 0, listStyleType: 'none' },
  more: { justifySelf: 'start', marginBlockStart: '16px' },
});

export const curatedListQuery = graphql`
  query CuratedListScreenQuery($slug: String!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    curatedList(slug: $slug) {
      name
      description
      itemCount
      cover {
        url
        alt
      }
      ...CuratedListScreen_items
      ...curatedListHead_list
    }
  }
`;

/** The items, a page at a time: the next page loads when the end of the list scrolls into view (or on "Show more"). */
function Items({ list, name }: { list: CuratedListScreen_items$key; name: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment CuratedListScreen_items on CuratedList
      @refetchable(queryName: "CuratedListItemsPagingQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }) {
        items(first: $first, after: $after) @connection(key: "CuratedListScreen_items") {
          edges {
            cursor
            node {
              ...ListItemCard_item
            }
          }
        }
      }
    `,
    list,
  );
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNext || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isLoadingNext) loadNext(PAGE_SIZE);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNext, isLoadingNext, loadNext]);
  return (
    <>
      <ul className={styles.items} aria-label={intl.formatMessage(curatedListMessages.items, { name })}>
        {data.items.edges.map(({ cursor, node }) =>
          node ? (
            <li key={cursor}>
              <ListItemCard item={node} headingLevel={2} />
            </li>
          ) : null,
        )}
      </ul>
      <div ref={end} aria-hidden />
      {hasNext ? (
        <Button className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {intl.formatMessage(curatedListMessages.more)}
        </Button>
      ) : null}
    </>
  );
}

/** /lists/:slug: a curated list with its items in order; an unknown slug is the 404 page. */
function CuratedListScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<CuratedListScreenQuery>;
  const data = usePreloadedQuery<CuratedListScreenQuery>(curatedListQuery, query);
  const list = data.curatedList;
  const title = usePageTitle(list ? list.name : intl.formatMessage(notFoundTitle));
  return (
    <PageShell title={title} query={data}>
      {list ? (
        <>
          {list.cover ? (
            <img className={styles.cover} src={list.cover.url} alt={list.cover.alt ?? ''} width={1200} height={675} />
          ) : null}
          <h1 className={styles.title}>{list.name}</h1>
          <p className={styles.meta}>
            {list.description} · {intl.formatMessage(curatedListMessages.itemCount, { count: list.itemCount })}
          </p>
          <Items list={list} name={list.name} />
        </>
      ) : (
        <NotFoundContent />
      )}
    </PageShell>
  );
}

export default withFluentScope(CuratedListScreen);

import { withFluentScope } from '../../../app/FluentScope.tsx';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { RecentSearches } from '../RecentSearches.tsx';
import { rememberSearch } from '../recentSearches.ts';
import { SearchHit } from '../SearchHit.tsx';
import { kindMessages, searchMessages } from '../searchMessages.ts';
import {
  hasHappeningFilter,
  searchKinds,
  searchPath,
  searchStateFromParams,
  type KnownSearchKind,
  type SearchState,
} from '../searchParams.ts';
import { SearchFilterBar } from './SearchFilterBar.tsx';
import type { SearchResultsScreenQuery } from './__generated__/SearchResultsScreenQuery.graphql';

const useStyles = makeStyles({
  title: {
    margin: 0,
    marginBlockEnd: '8px',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    overflowWrap: 'anywhere',
  },
  count: { margin: 0, marginBlockEnd: '16px', color: tokens.colorNeutralForeground2 },
  groups: { display: 'grid', gap: '16px' },
  group: {
    padding: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
  },
  groupHead: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '12px' },
  groupTitle: { margin: 0, paddingInline: '12px', fontSize: tokens.fontSizeBase500 },
  list: { margin: 0, padding: 0, listStyleType: 'none' },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold, paddingInline: '12px' },
  empty: {
    padding: '24px',
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
  },
  emptyTitle: { margin: 0, marginBlockEnd: '8px', fontSize: tokens.fontSizeBase500 },
  note: { color: tokens.colorNeutralForeground2, marginBlockStart: 0 },
});

export const searchResultsQuery = graphql`
  query SearchResultsScreenQuery(
    $text: String!
    $hasText: Boolean!
    $first: Int
    $kinds: [SearchKind!]
    $filter: SearchFilter
    $cityId: ID
    $pageUrl: String!
  ) {
    ...PageShell_query
    ...SearchFilterBar_query
    search(text: $text, first: $first, kinds: $kinds, filter: $filter) @include(if: $hasText) {
      text
      totalCount
      otherCitiesCount
      groups {
        kind
        totalCount
        items {
          ... on Node {
            id
          }
          ...SearchHit_item
        }
      }
    }
  }
`;

const isKnown = (kind: string): kind is KnownSearchKind => (searchKinds as string[]).includes(kind);

/** /search: the multi-search's results grouped by kind ("see all" shows one kind), with its filters (category, audience, period, date). */
function SearchResultsScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { query } = useLoaderData() as RouteData<SearchResultsScreenQuery>;
  const data = usePreloadedQuery<SearchResultsScreenQuery>(searchResultsQuery, query);
  const state = searchStateFromParams(searchParams);
  const go = (next: SearchState) => void navigate(searchPath(next));

  // A search opened from a link or the address bar is remembered too.
  useEffect(() => {
    if (state.text) rememberSearch(state.text);
  }, [state.text]);

  const heading = state.text
    ? intl.formatMessage(searchMessages.resultsHeading, { text: state.text })
    : intl.formatMessage(searchMessages.title);
  const groups = (data.search?.groups ?? []).filter((group) => isKnown(group.kind) && group.totalCount > 0);
  const filtered = hasHappeningFilter(state);

  return (
    <PageShell title={usePageTitle(heading)} query={data}>
      <h1 className={styles.title}>{heading}</h1>
      {state.kind ? (
        <p className={styles.note}>
          <Link to={searchPath({ ...state, kind: undefined })} className={styles.link}>
            {intl.formatMessage(searchMessages.backToAll)}
          </Link>
        </p>
      ) : null}
      {data.search ? (
        <p className={styles.count} role="status">
          {intl.formatMessage(searchMessages.resultsCount, { count: data.search.totalCount })}
        </p>
      ) : null}
      {data.search?.otherCitiesCount ? (
        <p className={styles.note} data-testid="search-other-cities">
          {intl.formatMessage(searchMessages.otherCities, { count: data.search.otherCitiesCount })}{' '}
          <Link to={searchPath({ ...state, everyCity: true })} className={styles.link}>
            {intl.formatMessage(searchMessages.searchEveryCity)}
          </Link>
        </p>
      ) : null}
      <SearchFilterBar query={data} state={state} onChange={go} />
      {filtered ? <p className={styles.note}>{intl.formatMessage(searchMessages.filtersNote)}</p> : null}
      {!state.text ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{intl.formatMessage(searchMessages.startTitle)}</h2>
          <p className={styles.note}>{intl.formatMessage(searchMessages.startHint)}</p>
          <RecentSearches />
        </div>
      ) : groups.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{intl.formatMessage(searchMessages.emptyTitle, { text: state.text })}</h2>
          <p className={styles.note}>
            {intl.formatMessage(filtered ? searchMessages.emptyFilteredHint : searchMessages.emptyHint)}
          </p>
        </div>
      ) : (
        <div className={styles.groups}>
          {groups.map((group) => {
            const kind = group.kind as KnownSearchKind;
            const kindName = intl.formatMessage(kindMessages[kind]);
            return (
              <section key={kind} className={styles.group} aria-label={kindName} data-kind={kind}>
                <div className={styles.groupHead}>
                  <h2 className={styles.groupTitle}>
                    {kindName} ({intl.formatNumber(group.totalCount)})
                  </h2>
                  {!state.kind && group.totalCount > group.items.length ? (
                    <Link to={searchPath({ ...state, kind })} className={styles.link}>
                      <FormattedMessage
                        {...searchMessages.seeAll}
                        values={{ count: group.totalCount, kind: kindName }}
                      />
                    </Link>
                  ) : null}
                </div>
                <ul className={styles.list}>
                  {group.items.map((item, index) => (
                    <li key={item.id ?? index}>
                      <SearchHit item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </PageShell>
  );
}

export default withFluentScope(SearchResultsScreen);

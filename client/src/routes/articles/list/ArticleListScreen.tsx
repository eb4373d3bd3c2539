import { withFluentScope } from '../../../app/FluentScope.tsx';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../../../filters/FilterSelect.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { ArticleCard } from '../ArticleCard.tsx';
import { articleMessages } from '../articleMessages.ts';
import { ReportArticleButton } from '../ReportArticleButton.tsx';
import {
  filtersFromSearchParams,
  searchForFilters,
  type ArticleFilters,
  type ArticleLanguageChoice,
} from './articleFilters.ts';
import type { ArticleListScreenQuery } from './__generated__/ArticleListScreenQuery.graphql';
import type { ArticleListScreen_articles$key } from './__generated__/ArticleListScreen_articles.graphql';

const PAGE_SIZE = 12;

const useStyles = makeStyles({
  title: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  count: { margin: '4px 0 16px', color: tokens.colorNeutralForeground2 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '12px', marginBlockEnd: '16px' },
  field: { minWidth: '180px' },
  list: { display: 'grid', gap: '12px', margin: 0, padding: 0, listStyleType: 'none' },
  more: { justifySelf: 'start', marginBlockStart: '16px' },
});

export const articleListQuery = graphql`
  query ArticleListScreenQuery(
    $filter: ArticleFilter
    $language: ArticleLanguage
    $anyLanguage: Boolean
    $cityId: ID
    $pageUrl: String!
  ) {
    ...PageShell_query
    viewer {
      me {
        id
      }
    }
    articleSources(language: $language, anyLanguage: $anyLanguage) {
      name
    }
    articleTags(language: $language, anyLanguage: $anyLanguage) {
      id
      name
    }
    ...ArticleListScreen_articles @arguments(filter: $filter)
  }
`;

function ArticleResults({ query, isMember }: { query: ArticleListScreen_articles$key; isMember: boolean }) {
  const styles = useStyles();
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment ArticleListScreen_articles on Query
      @refetchable(queryName: "ArticleListPagingQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 12 }
        after: { type: "String" }
        filter: { type: "ArticleFilter" }
      ) {
        articles(first: $first, after: $after, filter: $filter)
          @connection(key: "ArticleListScreen_articles", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              title
              ...ArticleCard_article
            }
          }
        }
      }
    `,
    query,
  );
  const { totalCount, edges } = data.articles;
  return (
    <>
      <p className={styles.count} role="status">
        {intl.formatMessage(articleMessages.count, { count: totalCount })}
      </p>
      {edges.length === 0 ? <p>{intl.formatMessage(articleMessages.empty)}</p> : null}
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ArticleCard
              article={node}
              actions={<ReportArticleButton articleId={node.id} title={node.title} isMember={isMember} />}
            />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <Button className={styles.more} disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>
          {intl.formatMessage(articleMessages.more)}
        </Button>
      ) : null}
    </>
  );
}

/** /articles: the articles in the viewer's language (or another, or both) with their count, by source and tag. */
function ArticleListScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { query } = useLoaderData() as RouteData<ArticleListScreenQuery>;
  const data = usePreloadedQuery<ArticleListScreenQuery>(articleListQuery, query);
  const locale = useLocale();
  const filters = filtersFromSearchParams(searchParams);
  const set = (change: Partial<ArticleFilters>) =>
    void navigate({ search: searchForFilters({ ...filters, ...change }) }, { preventScrollReset: true });
  const title = usePageTitle(intl.formatMessage(articleMessages.title));
  return (
    <PageShell title={title} query={data}>
      <h1 className={styles.title}>{intl.formatMessage(articleMessages.title)}</h1>
      <div className={styles.filters}>
        <FilterSelect
          className={styles.field}
          label={intl.formatMessage(articleMessages.languageFilter)}
          value={filters.language ?? locale}
          // the viewer's language is the default (no parameter); each language has its own sources
          onChange={(value) =>
            set({ language: value === locale ? undefined : (value as ArticleLanguageChoice), source: undefined })
          }
        >
          <option value="en">{intl.formatMessage(articleMessages.english)}</option>
          <option value="ar">{intl.formatMessage(articleMessages.arabic)}</option>
          <option value="any">{intl.formatMessage(articleMessages.anyLanguage)}</option>
        </FilterSelect>
        <FilterSelect
          className={styles.field}
          label={intl.formatMessage(articleMessages.sourceFilter)}
          value={filters.source ?? ''}
          onChange={(value) => set({ source: value || undefined })}
        >
          <option value="">{intl.formatMessage(articleMessages.anySource)}</option>
          {data.articleSources.map((source) => (
            <option key={source.name} value={source.name}>
              {source.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          className={styles.field}
          label={intl.formatMessage(articleMessages.tagFilter)}
          value={filters.tagId ?? ''}
          onChange={(value) => set({ tagId: value || undefined })}
        >
          <option value="">{intl.formatMessage(articleMessages.anyTag)}</option>
          {data.articleTags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      <ArticleResults query={data} isMember={data.viewer.me != null} />
    </PageShell>
  );
}

export default withFluentScope(ArticleListScreen);

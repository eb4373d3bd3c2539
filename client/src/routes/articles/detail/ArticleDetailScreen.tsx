import { withFluentScope } from '../../../app/FluentScope.tsx';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import { NotFoundContent, notFoundTitle } from '../../../errors/NotFoundContent.tsx';
import { OtherLanguagePath } from '../../../layout/otherLanguagePath.ts';
import { PageShell } from '../../../layout/PageShell.tsx';
import { usePageTitle } from '../../../layout/usePageTitle.ts';
import { SaveButton } from '../../favourites/save/SaveButton.tsx';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { ArticleCard } from '../ArticleCard.tsx';
import { articlePath } from '../articlePath.ts';
import { articleMessages } from '../articleMessages.ts';
import { ReportArticleButton } from '../ReportArticleButton.tsx';
import { renderSafeHtml } from '../safeHtml.tsx';
import { ArticleTips } from './ArticleTips.tsx';
import type { ArticleDetailScreenQuery } from './__generated__/ArticleDetailScreenQuery.graphql';

const useStyles = makeStyles({
  cover: {
    width: '100%',
    maxHeight: '360px',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
  },
  title: { margin: '16px 0 4px', fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  meta: { margin: 0, color: tokens.colorNeutralForeground2 },
  tags: { display: 'flex', flexWrap: 'wrap', gap: '6px', margin: '8px 0 0', padding: 0, listStyleType: 'none' },
  tag: {
    padding: '2px 10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
  body: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500, maxWidth: '72ch' },
  relatedTitle: { margin: '28px 0 12px', fontSize: tokens.fontSizeBase500 },
  related: { display: 'grid', gap: '12px', margin: 0, padding: 0, listStyleType: 'none' },
});

export const articleDetailQuery = graphql`
  query ArticleDetailScreenQuery($slug: String!, $cityId: ID, $pageUrl: String!) {
    ...PageShell_query
    viewer {
      me {
        ...ArticleTips_viewer
      }
    }
    article(slug: $slug) {
      id
      title
      language
      body
      source
      author
      publishedAt
      cover {
        url
        alt
      }
      tags {
        id
        name
      }
      translation {
        slug
      }
      related(first: 3) {
        id
        ...ArticleCard_article
      }
      ...ArticleTips_article
      ...articleHead_article
      ...SaveButton_item
    }
  }
`;

/** /articles/:slug: the article in its own language and direction, its tips and related articles; unknown is 404. */
function ArticleDetailScreen() {
  const styles = useStyles();
  const intl = useIntl();
  const { query } = useLoaderData() as RouteData<ArticleDetailScreenQuery>;
  const data = usePreloadedQuery<ArticleDetailScreenQuery>(articleDetailQuery, query);
  const { article } = data;
  const me = data.viewer.me ?? null;
  const title = usePageTitle(article ? article.title : intl.formatMessage(notFoundTitle));
  if (!article) {
    return (
      <PageShell title={title} query={data}>
        <NotFoundContent />
      </PageShell>
    );
  }
  const lang = article.language === 'AR' ? 'ar' : 'en';
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <OtherLanguagePath.Provider value={article.translation ? articlePath(article.translation.slug) : null}>
      <PageShell title={title} query={data}>
        <article>
          {article.cover ? (
            <img
              className={styles.cover}
              src={article.cover.url}
              alt={article.cover.alt ?? ''}
              width={1200}
              height={675}
              fetchPriority="high"
            />
          ) : null}
          <h1 className={styles.title} lang={lang} dir={dir}>
            {article.title}
          </h1>
          <p className={styles.meta}>
            {intl.formatMessage(articleMessages.byline, { author: article.author, source: article.source })}
            {' · '}
            {intl.formatDate(article.publishedAt, { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })}
          </p>
          <SaveButton item={article} />
          <ul className={styles.tags}>
            {article.tags.map((tag) => (
              <li key={tag.id} className={styles.tag}>
                {tag.name}
              </li>
            ))}
          </ul>
          <div className={styles.body} lang={lang} dir={dir} data-testid="article-body">
            {renderSafeHtml(article.body)}
          </div>
          <ReportArticleButton articleId={article.id} title={article.title} isMember={me != null} />
        </article>
        <ArticleTips article={article} viewer={me} />
        {article.related.length ? (
          <section aria-labelledby="related-articles">
            <h2 className={styles.relatedTitle} id="related-articles">
              {intl.formatMessage(articleMessages.related)}
            </h2>
            <ul className={styles.related}>
              {article.related.map((other) => (
                <li key={other.id}>
                  <ArticleCard article={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </PageShell>
    </OtherLanguagePath.Provider>
  );
}

export default withFluentScope(ArticleDetailScreen);

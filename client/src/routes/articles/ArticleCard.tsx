import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { SaveButton } from '../favourites/save/SaveButton.tsx';
import { articlePath } from './articlePath.ts';
import type { ArticleCard_article$key } from './__generated__/ArticleCard_article.graphql';
import styles from '../../ui/CompactCard.module.css';

// Shown on Home (discover row): the first route's namespace, and not with the articles screens' other messages.
const sourceMessage = defineMessage<{ source: string }>({
  id: 'home.articleSource',
  defaultMessage: 'Source: {source}',
});

/**
 * An article in a list: cover, title (the link, in the article's own language and direction), summary, source, the
 * Save control and the caller's actions.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
  actions,
}: {
  article: ArticleCard_article$key;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ArticleCard_article on Article {
        slug
        language
        title
        summary
        source
        cover {
          thumbnail
        }
        ...SaveButton_item
      }
    `,
    article,
  );
  const Heading = `h${headingLevel}` as const;
  const lang = data.language === 'AR' ? 'ar' : 'en';
  return (
    <article className={styles.card}>
      {data.cover ? (
        <img className={styles.image} src={data.cover.thumbnail} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden />
      )}
      <div className={styles.body}>
        <Heading className={styles.title} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
          <Link className={styles.link} to={articlePath(data.slug)}>
            {data.title}
          </Link>
        </Heading>
        <p className={styles.summary} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
          {data.summary}
        </p>
        <p className={styles.meta}>{intl.formatMessage(sourceMessage, { source: data.source })}</p>
        <div className={styles.actions}>
          <SaveButton item={data} />
          {actions}
        </div>
      </div>
    </article>
  );
}

import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { curatedListMessages } from './curatedListMessages.ts';
import { curatedListPath } from './curatedListPath.ts';
import type { CuratedListCard_list$key } from './__generated__/CuratedListCard_list.graphql';
import styles from '../../ui/CompactCard.module.css';

/** A curated list in a list or a row: cover, name (the link), description and how many items it has. */
export function CuratedListCard({ list, headingLevel = 2 }: { list: CuratedListCard_list$key; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment CuratedListCard_list on CuratedList {
        slug
        name
        description
        itemCount
        cover {
          thumbnail
        }
      }
    `,
    list,
  );
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${styles.stacked}`}>
      {data.cover ? (
        <img className={styles.cover} src={data.cover.thumbnail} alt="" width={320} height={180} loading="lazy" />
      ) : null}
      <Heading className={styles.title}>
        <Link className={styles.link} to={curatedListPath(data.slug)}>
          {data.name}
        </Link>
      </Heading>
      <p className={styles.meta}>{data.description}</p>
      <p className={styles.meta}>{intl.formatMessage(curatedListMessages.itemCount, { count: data.itemCount })}</p>
    </article>
  );
}

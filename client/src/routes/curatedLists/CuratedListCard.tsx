import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { curatedListMessages } from './curatedListMessages.ts';
import { curatedListPath } from './curatedListPath.ts';
import type { CuratedListCard_list$key } from './__generated__/CuratedListCard_list.graphql';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'grid',
    gap: '6px',
    padding: '10px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  image: {
    width: '100%',
    aspectRatio: '16 / 9',
    height: 'auto',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  meta: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** A curated list in a list or a row: cover, name (the link), description and how many items it has. */
export function CuratedListCard({ list, headingLevel = 2 }: { list: CuratedListCard_list$key; headingLevel?: 2 | 3 }) {
  const styles = useStyles();
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
    <article className={styles.card}>
      {data.cover ? (
        <img className={styles.image} src={data.cover.thumbnail} alt="" width={320} height={180} loading="lazy" />
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

import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { favouriteMessages } from '../favouriteMessages.ts';
import { favouriteListPath } from '../favouritePaths.ts';
import type { FavouriteListCard_list$key } from './__generated__/FavouriteListCard_list.graphql';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '4px',
    padding: '14px 16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  link: { color: tokens.colorBrandForegroundLink },
  meta: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** A list among the member's lists: its title (the link), description and item count. */
export function FavouriteListCard({ list }: { list: FavouriteListCard_list$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FavouriteListCard_list on FavouriteList {
        id
        name
        description
        itemCount
      }
    `,
    list,
  );
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link className={styles.link} to={favouriteListPath(data.id)}>
          <bdi>{data.name}</bdi>
        </Link>
      </h2>
      {data.description ? (
        <p className={styles.meta} dir="auto">
          {data.description}
        </p>
      ) : null}
      <p className={styles.meta}>{intl.formatMessage(favouriteMessages.itemCount, { count: data.itemCount })}</p>
    </article>
  );
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { ArticleCard } from '../articles/ArticleCard.tsx';
import { HappeningCard } from '../happenings/HappeningCard.tsx';
import { PlaceListItem } from '../places/PlaceListItem.tsx';
import { favouriteMessages } from './favouriteMessages.ts';
import type { FavouriteItems_list$key } from './__generated__/FavouriteItems_list.graphql';

const useStyles = makeStyles({
  group: { display: 'grid', gap: '12px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  cards: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  },
  places: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '10px' },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/** A list's saved items grouped as events, experiences, places and articles (the owner's page and the shared page). */
export function FavouriteItems({ list }: { list: FavouriteItems_list$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment FavouriteItems_list on FavouriteList {
        events {
          id
          ...HappeningCard_item
        }
        experiences {
          id
          ...HappeningCard_item
        }
        places {
          id
          ...PlaceListItem_place
        }
        articles {
          id
          ...ArticleCard_article
        }
      }
    `,
    list,
  );
  if (data.events.length + data.experiences.length + data.places.length + data.articles.length === 0)
    return <p className={styles.empty}>{intl.formatMessage(favouriteMessages.emptyList)}</p>;
  const happenings = [
    { key: 'events', title: favouriteMessages.events, items: data.events },
    { key: 'experiences', title: favouriteMessages.experiences, items: data.experiences },
  ] as const;
  return (
    <>
      {happenings.map(({ key, title, items }) =>
        items.length === 0 ? null : (
          <section key={key} className={styles.group} aria-labelledby={`favourites-${key}`}>
            <h2 id={`favourites-${key}`} className={styles.title}>
              {intl.formatMessage(title)}
            </h2>
            <ul className={styles.cards}>
              {items.map((item) => (
                <li key={item.id}>
                  <HappeningCard item={item} />
                </li>
              ))}
            </ul>
          </section>
        ),
      )}
      {data.places.length === 0 ? null : (
        <section className={styles.group} aria-labelledby="favourites-places">
          <h2 id="favourites-places" className={styles.title}>
            {intl.formatMessage(favouriteMessages.places)}
          </h2>
          <ul className={styles.places}>
            {data.places.map((place) => (
              <li key={place.id}>
                <PlaceListItem place={place} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.articles.length === 0 ? null : (
        <section className={styles.group} aria-labelledby="favourites-articles">
          <h2 id="favourites-articles" className={styles.title}>
            {intl.formatMessage(favouriteMessages.articles)}
          </h2>
          <ul className={styles.places}>
            {data.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

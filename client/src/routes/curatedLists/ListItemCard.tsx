import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { ArticleCard } from '../articles/ArticleCard.tsx';
import { HappeningCard } from '../happenings/HappeningCard.tsx';
import { placePath } from '../places/placePath.ts';
import type { ListItemCard_item$key } from './__generated__/ListItemCard_item.graphql';
import type { ListItemCard_place$key } from './__generated__/ListItemCard_place.graphql';
import styles from '../../ui/CompactCard.module.css';

/**
 * A place in a mixed list: image, name and category (the places list's card also selects the location, whose type
 * differs from a happening's, which one union selection cannot hold).
 */
function PlaceCard({ place, headingLevel }: { place: ListItemCard_place$key; headingLevel: 2 | 3 }) {
  const data = useFragment(
    graphql`
      fragment ListItemCard_place on Place {
        slug
        name
        image {
          thumbnail
        }
        category {
          name
        }
      }
    `,
    place,
  );
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {data.image ? (
        <img className={styles.image} src={data.image.thumbnail} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className={styles.image} aria-hidden />
      )}
      <div>
        <Heading className={styles.title}>
          <Link className={styles.link} to={placePath(data.slug)}>
            {data.name}
          </Link>
        </Heading>
        {data.category ? <p className={styles.meta}>{data.category.name}</p> : null}
      </div>
    </article>
  );
}

/** An item of a curated list or a discover row with the card of its kind (event, experience, place or article). */
export function ListItemCard({ item, headingLevel = 3 }: { item: ListItemCard_item$key; headingLevel?: 2 | 3 }) {
  const data = useFragment(
    graphql`
      fragment ListItemCard_item on ListItem {
        ...HappeningCard_item @alias(as: "happening")
        ...ListItemCard_place @alias(as: "place")
        ...ArticleCard_article @alias(as: "article")
      }
    `,
    item,
  );
  if (data.happening) return <HappeningCard item={data.happening} headingLevel={headingLevel} />;
  if (data.place) return <PlaceCard place={data.place} headingLevel={headingLevel} />;
  if (data.article) return <ArticleCard article={data.article} headingLevel={headingLevel} />;
  return null;
}

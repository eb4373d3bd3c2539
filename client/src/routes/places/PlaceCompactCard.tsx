import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { placePath } from './placePath.ts';
import type { PlaceCompactCard_place$key } from './__generated__/PlaceCompactCard_place.graphql';
import styles from '../../ui/CompactCard.module.css';

/**
 * A place as a small card (Home's places row, curated lists, discover): image, name and category. Plain CSS, so Home's
 * first route needs no style engine for it.
 */
export function PlaceCompactCard({ place, headingLevel }: { place: PlaceCompactCard_place$key; headingLevel: 2 | 3 }) {
  const data = useFragment(
    graphql`
      fragment PlaceCompactCard_place on Place {
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

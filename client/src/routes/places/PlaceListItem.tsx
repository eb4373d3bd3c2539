import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useLocale } from '../../i18n/useLocale.ts';
import { formatDistance } from './distance.ts';
import { OpeningStatusBadge } from './OpeningStatusBadge.tsx';
import { placeAddress } from './placeAddress.ts';
import { placePath } from './placePath.ts';
import { SaveButton } from '../favourites/save/SaveButton.tsx';
import { Location16Regular } from '../../ui/screenIcons.tsx';
import styles from './PlaceListItem.module.css';
import type { PlaceListItem_place$key } from './__generated__/PlaceListItem_place.graphql';

/** A place in a list: image, name (the link), category, open status, address and the distance near me. */
export function PlaceListItem({
  place,
  highlighted = false,
  onHover,
  headingLevel = 3,
  priority = false,
}: {
  place: PlaceListItem_place$key;
  highlighted?: boolean;
  onHover?: (id: string) => void;
  headingLevel?: 2 | 3;
  /** The item is likely the page's largest paint (the first of a list), so its image loads at once. */
  priority?: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  /* eslint-disable relay/unused-fields -- placeAddress reads the location */
  const data = useFragment(
    graphql`
      fragment PlaceListItem_place on Place {
        id
        slug
        name
        image {
          thumbnail
        }
        category {
          name
        }
        subcategory {
          name
        }
        location {
          address
          district
        }
        distanceKm
        ...OpeningStatusBadge_place
        ...SaveButton_item
      }
    `,
    place,
  );
  /* eslint-enable relay/unused-fields */
  const Heading = `h${headingLevel}` as const;
  const kind = [data.category?.name, data.subcategory?.name].filter(Boolean).join(' · ');
  const address = placeAddress(data.location, locale);
  return (
    <article
      className={highlighted ? `${styles.item} ${styles.highlighted}` : styles.item}
      data-place-id={data.id}
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHover?.(data.id)}
      onFocus={() => onHover?.(data.id)}
    >
      {data.image ? (
        <img
          className={styles.image}
          src={data.image.thumbnail}
          alt=""
          width={88}
          height={88}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      ) : (
        <span className={styles.image} aria-hidden />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link className={styles.link} to={placePath(data.slug)}>
            {data.name}
          </Link>
        </Heading>
        {kind ? <p className={styles.meta}>{kind}</p> : null}
        <OpeningStatusBadge place={data} />
        <SaveButton item={data} className={styles.save} />
        {address ? (
          <p className={styles.address}>
            <Location16Regular />
            {address}
          </p>
        ) : null}
        {data.distanceKm != null ? (
          <p className={styles.meta}>
            {intl.formatMessage(
              { id: 'places.distance', defaultMessage: '{distance} away' },
              { distance: formatDistance(data.distanceKm, locale) },
            )}
          </p>
        ) : null}
      </div>
    </article>
  );
}

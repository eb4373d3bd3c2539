import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { CalendarLtr16Regular, Location16Regular } from '../../ui/screenIcons.tsx';
import { HijriDates } from '../../format/HijriDates.tsx';
import { DateRange } from './DateRange.tsx';
import { asHappeningKind, detailPath } from './happeningKind.ts';
import { PriceTag } from './PriceTag.tsx';
import { SaveButton } from '../favourites/save/SaveButton.tsx';
import styles from './HappeningCard.module.css';
import type { HappeningCard_item$key } from './__generated__/HappeningCard_item.graphql';

/** `priority`: the card is likely the page's largest paint (the first of a list), so its image loads at once. */
export function HappeningCard({
  item,
  headingLevel = 3,
  priority = false,
}: {
  item: HappeningCard_item$key;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment HappeningCard_item on Happening {
        slug
        kind
        name
        startDate
        endDate
        isPast
        image {
          thumbnail
        }
        location {
          venueName
          district
        }
        categories {
          name
        }
        price {
          ...PriceTag_price
        }
        ...SaveButton_item
      }
    `,
    item,
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = data.location?.venueName ?? data.location?.district;
  const category = data.categories[0]?.name;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {data.image ? (
          <img
            className={styles.image}
            src={data.image.thumbnail}
            alt=""
            width={640}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : null}
        <div className={styles.overlay}>
          {category ? (
            <span className={styles.badge} title={category}>
              {category}
            </span>
          ) : null}
          <SaveButton item={data} className={styles.save} />
        </div>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link className={styles.link} to={detailPath(asHappeningKind(data.kind), data.slug)}>
            {data.name}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <CalendarLtr16Regular aria-hidden />
          <DateRange start={data.startDate} end={data.endDate} />
        </p>
        <HijriDates start={data.startDate} end={data.endDate} className={styles.hijri} />
        {place ? (
          <p className={styles.meta}>
            <Location16Regular aria-hidden />
            {place}
          </p>
        ) : null}
        {data.isPast ? (
          <span className={styles.past}>
            <FormattedMessage id="happening.ended" defaultMessage="Ended" />
          </span>
        ) : null}
        <PriceTag price={data.price} className={styles.price} />
      </div>
    </article>
  );
}

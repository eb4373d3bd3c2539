import { ForwardArrow } from '../../ui/ForwardArrow.tsx';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './CardRow.module.css';

/** A titled, horizontally scrolling row of cards with an optional "see all" link. */
export function CardRow({
  title,
  description,
  seeAllTo,
  children,
}: {
  title: string;
  description?: string | null;
  seeAllTo?: string;
  children: ReactNode[];
}) {
  const headingId = useId();
  const intl = useIntl();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {seeAllTo ? (
          <Link
            to={seeAllTo}
            className={styles.seeAll}
            aria-label={intl.formatMessage({ id: 'home.seeAllOf', defaultMessage: 'See all: {title}' }, { title })}
          >
            <FormattedMessage id="home.seeAll" defaultMessage="See all" />
            <ForwardArrow />
          </Link>
        ) : null}
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <ul className={styles.track}>
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </section>
  );
}

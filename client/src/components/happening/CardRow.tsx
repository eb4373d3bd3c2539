import { makeStyles, tokens } from '@fluentui/react-components';
import { ForwardArrow } from '../common/ForwardArrow.tsx';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { media } from '../../styles/theme.ts';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '12px', marginBlockEnd: '40px' },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '16px', flexWrap: 'wrap' },
  title: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightBold },
  description: { margin: 0, color: tokens.colorNeutralForeground2, flexBasis: '100%' },
  seeAll: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  track: {
    listStyleType: 'none',
    margin: 0,
    padding: '4px 4px 12px',
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: '78%',
    gap: '16px',
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    '& > li': { scrollSnapAlign: 'start' },
    [media.sm]: { gridAutoColumns: '44%' },
    [media.md]: { gridAutoColumns: 'calc((100% - 48px) / 4)' },
  },
});

/** A titled, horizontally scrolling row of cards with an optional "see all" link. */
export function CardRow({ title, description, seeAllTo, children }: { title: string; description?: string | null; seeAllTo?: string; children: ReactNode[] }) {
  const styles = useStyles();
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

import { makeStyles, tokens } from '@fluentui/react-components';
import { CalendarLtr16Regular, Location16Regular } from '@fluentui/react-icons';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { accentText } from '../../styles/theme.ts';
import { DateRange } from './DateRange.tsx';
import { asHappeningKind, detailPath } from './happeningPath.ts';
import { PriceTag } from './PriceTag.tsx';
import type { HappeningCard_item$key } from './__generated__/HappeningCard_item.graphql';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
    transitionProperty: 'box-shadow, transform',
    transitionDuration: tokens.durationNormal,
    ':hover': { boxShadow: tokens.shadow16, transform: 'translateY(-2px)' },
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0s', ':hover': { transform: 'none' } },
  },
  media: { position: 'relative', aspectRatio: '16 / 10', backgroundColor: tokens.colorBrandBackground2 },
  image: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  badge: {
    position: 'absolute',
    insetBlockStart: '10px',
    insetInlineStart: '10px',
    paddingBlock: '2px',
    paddingInline: '10px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'rgba(255, 255, 255, 0.94)',
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { display: 'flex', flexDirection: 'column', gap: '6px', padding: '14px 16px 16px', flexGrow: 1 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  link: {
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    outlineStyle: 'none',
    // The whole card is the link's hit area.
    '::after': { content: '""', position: 'absolute', inset: 0 },
  },
  meta: { display: 'flex', alignItems: 'center', gap: '6px', margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  price: { marginBlockStart: 'auto', paddingBlockStart: '6px', color: accentText, fontWeight: tokens.fontWeightBold },
  past: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
});

export function HappeningCard({ item, headingLevel = 3 }: { item: HappeningCard_item$key; headingLevel?: 2 | 3 }) {
  const styles = useStyles();
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
          alt
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
        {data.image ? <img className={styles.image} src={data.image.thumbnail} alt="" loading="lazy" decoding="async" /> : null}
        {category ? <span className={styles.badge}>{category}</span> : null}
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

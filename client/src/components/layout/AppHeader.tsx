import { makeStyles, tokens } from '@fluentui/react-components';
import { borderSide } from '../../styles/border.ts';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { media } from '../../styles/theme.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { CitySelect } from './CitySelect.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SiteNav } from './SiteNav.tsx';
import type { AppHeader_query$key } from './__generated__/AppHeader_query.graphql';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    ...borderSide('BlockEnd', '1px', 'solid', tokens.colorNeutralStroke2),
    boxShadow: tokens.shadow2,
  },
  bar: {
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingInline: '16px',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto auto',
    // On phones the account link ends the navigation row; the top row is full with the city and language.
    gridTemplateAreas: '"brand tools tools" "nav nav account"',
    alignItems: 'center',
    columnGap: '16px',
    [media.md]: { gridTemplateColumns: 'auto 1fr auto auto', gridTemplateAreas: '"brand nav tools account"', paddingInline: '24px', minHeight: '64px' },
  },
  brand: {
    gridArea: 'brand',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    paddingBlock: '10px',
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    textDecorationLine: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusMedium },
  },
  logo: { width: '32px', height: '32px' },
  tagline: {
    display: 'none',
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    [media.sm]: { display: 'inline' },
  },
  nav: { gridArea: 'nav' },
  tools: { gridArea: 'tools', display: 'flex', alignItems: 'center', gap: '8px' },
  account: {
    gridArea: 'account',
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    // The navigation row's top border runs on under the column gap.
    marginInlineStart: '-16px',
    paddingInlineStart: '16px',
    ...borderSide('BlockStart', '1px', 'solid', tokens.colorNeutralStroke2),
    [media.md]: { borderBlockStartWidth: 0, marginInlineStart: 0, paddingInlineStart: 0 },
  },
});

export function AppHeader({ query }: { query: AppHeader_query$key | null }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment AppHeader_query on Query {
        ...CitySelect_query
        viewer {
          me {
            ...AccountMenu_user
          }
        }
      }
    `,
    query,
  );
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" className={styles.logo} width={32} height={32} />
          <FormattedMessage id="app.name" defaultMessage="Dalil" />
          <span className={styles.tagline}>
            <FormattedMessage id="app.tagline" defaultMessage="Your guide to Saudi cities" />
          </span>
        </Link>
        <SiteNav className={styles.nav} />
        <div className={styles.tools}>
          {data ? <CitySelect query={data} /> : null}
          <LanguageSwitch />
        </div>
        <div className={styles.account}>{data ? <AccountMenu me={data.viewer.me ?? null} /> : null}</div>
      </div>
    </header>
  );
}

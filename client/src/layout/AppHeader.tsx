import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { AccountMenu } from './AccountMenu.tsx';
import { CitySelect } from './CitySelect.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SiteNav } from './SiteNav.tsx';
import { HeaderSearch } from '../routes/search/HeaderSearch.tsx';
import styles from './AppHeader.module.css';
import type { AppHeader_query$key } from './__generated__/AppHeader_query.graphql';

export function AppHeader({ query }: { query: AppHeader_query$key | null }) {
  const data = useFragment(
    graphql`
      fragment AppHeader_query on Query {
        ...CitySelect_query
        viewer {
          me {
            ...MemberMenu_user
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
          <span className={styles.name}>
            <FormattedMessage id="app.name" defaultMessage="Dalil" />
          </span>
          <span className={styles.tagline}>
            <FormattedMessage id="app.tagline" defaultMessage="Your guide to Saudi cities" />
          </span>
        </Link>
        <HeaderSearch className={styles.search} />
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

import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Dismiss16Regular } from '../../ui/icons.tsx';
import { INFO_ROUTES } from '../info/page/page.ts';
import { closeAppBanner, isAppBannerVisible } from './appBannerDismissal.ts';
import styles from './AppBanner.module.css';

/** Home's banner promoting the companion app, leading to its page with the store links; closing it hides it for 30 days. */
export function AppBanner() {
  const intl = useIntl();
  const [visible, setVisible] = useState(() => isAppBannerVisible(Date.now()));
  if (!visible) return null;
  return (
    <aside
      className={styles.banner}
      aria-label={intl.formatMessage({ id: 'home.appBanner.label', defaultMessage: 'The Dalil app' })}
      data-testid="app-banner"
    >
      <p className={styles.text}>
        <strong className={styles.name}>
          <FormattedMessage id="home.appBanner.title" defaultMessage="Dalil is better in the app" />
        </strong>
        <FormattedMessage
          id="home.appBanner.body"
          defaultMessage="Save places, get event reminders and find what is near you, on iPhone and Android."
        />
      </p>
      <Link className={styles.link} to={INFO_ROUTES.companionApp.path}>
        <FormattedMessage id="home.appBanner.link" defaultMessage="Get the app" />
      </Link>
      <button
        type="button"
        className={styles.close}
        aria-label={intl.formatMessage({ id: 'home.appBanner.close', defaultMessage: 'Close the app banner' })}
        onClick={() => {
          closeAppBanner(Date.now());
          setVisible(false);
        }}
      >
        <Dismiss16Regular />
      </button>
    </aside>
  );
}

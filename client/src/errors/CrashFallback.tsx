import { FormattedMessage } from 'react-intl';
import { localeOfPath, pathInLocale, pathWithoutLocale } from '../i18n/urlLocale.ts';
import { buttonClasses } from '../styles/buttonClasses.ts';
import styles from './message.module.css';

/**
 * The contact form, pre-filled as a suggestion about the page that failed. A plain link (a full load): the crash may
 * have taken the router with it.
 */
export function feedbackPath(location: Pick<Location, 'pathname' | 'search'>): string {
  const page = `${pathWithoutLocale(location.pathname)}${location.search}`;
  return pathInLocale(`/contact?type=suggestion&page=${encodeURIComponent(page)}`, localeOfPath(location.pathname));
}

/** The fallback screen for a render crash (docs/messages.md#failure-screens). */
export function CrashFallback({ error }: { error: unknown }) {
  console.error('Render crash', error);
  return (
    <section className={styles.root} role="alert">
      <span className={styles.illustration} aria-hidden>
        ⚠
      </span>
      <h1 className={styles.title}>
        <FormattedMessage id="crash.title" defaultMessage="Oops, something went wrong" />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id="crash.text" defaultMessage="You can send us report if you want" />
      </p>
      <a href={feedbackPath(window.location)} className={buttonClasses({ appearance: 'primary', size: 'large' })}>
        <FormattedMessage id="crash.report" defaultMessage="Report feedback" />
      </a>
    </section>
  );
}

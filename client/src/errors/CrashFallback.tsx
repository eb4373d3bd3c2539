import { FormattedMessage, useIntl } from 'react-intl';
import { FEEDBACK_EMAIL } from './feedback.ts';
import { buttonClasses } from '../styles/buttonClasses.ts';
import styles from './message.module.css';

/** The fallback screen for a render crash (docs/messages.md#failure-screens). */
export function CrashFallback({ error }: { error: unknown }) {
  const intl = useIntl();
  const subject = intl.formatMessage({
    id: 'crash.reportSubject',
    defaultMessage: 'Dalil feedback: something went wrong',
  });
  const body = `${window.location.href}\n\n${error instanceof Error ? error.message : String(error)}`;
  const mailto = `mailto:${FEEDBACK_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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
      <a href={mailto} className={buttonClasses({ appearance: 'primary', size: 'large' })}>
        <FormattedMessage id="crash.report" defaultMessage="Report feedback" />
      </a>
    </section>
  );
}

import { defineMessage, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { buttonClasses } from '../styles/buttonClasses.ts';
import styles from './message.module.css';

/** The 404 screen's content: also shown for an unknown event or experience slug. */
export function NotFoundContent() {
  const navigate = useNavigate();
  return (
    <section className={styles.root}>
      <span className={styles.illustration} aria-hidden>
        404
      </span>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" defaultMessage="Sorry but we couldn't find this page" />
      </h1>
      <button
        type="button"
        className={buttonClasses({ appearance: 'primary', size: 'large' })}
        onClick={() => void navigate('/')}
      >
        <FormattedMessage id="notFound.backHome" defaultMessage="Back to home" />
      </button>
    </section>
  );
}

export const notFoundTitle = defineMessage({ id: 'notFound.pageTitle', defaultMessage: 'Page not found' });

import { Button } from '@fluentui/react-components';
import { defineMessage, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useMessageStyles } from './styles.ts';

/** The 404 screen's content: also shown for an unknown event or experience slug. */
export function NotFoundContent() {
  const styles = useMessageStyles();
  const navigate = useNavigate();
  return (
    <section className={styles.root}>
      <span className={styles.illustration} aria-hidden>
        404
      </span>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" defaultMessage="Sorry but we couldn't find this page" />
      </h1>
      <Button appearance="primary" size="large" onClick={() => void navigate('/')}>
        <FormattedMessage id="notFound.backHome" defaultMessage="Back to home" />
      </Button>
    </section>
  );
}

export const notFoundTitle = defineMessage({ id: 'notFound.pageTitle', defaultMessage: 'Page not found' });

import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRevalidator } from 'react-router-dom';
import type { GraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { ArrowClockwise20Regular } from '../ui/icons.tsx';
import { buttonClasses } from '../styles/buttonClasses.ts';
import styles from './message.module.css';

const messages = defineMessages({
  NETWORK_ERROR: {
    id: 'requestError.network',
    defaultMessage: "We couldn't reach Dalil. Check your internet connection and try again.",
  },
  UPSTREAM_UNAVAILABLE: {
    id: 'requestError.unavailable',
    defaultMessage: 'Our content service is not available right now. Please try again in a moment.',
  },
  UPSTREAM_TIMEOUT: {
    id: 'requestError.timeout',
    defaultMessage: 'Our content service took too long to answer. Please try again.',
  },
  // The service answered but failed on this request: trying again may work, and the request id finds what happened.
  UPSTREAM_ERROR: {
    id: 'requestError.serverFailed',
    defaultMessage: 'Something went wrong on our side while loading this page. Please try again.',
  },
  BAD_USER_INPUT: {
    id: 'requestError.badInput',
    defaultMessage: 'Some of the filters in this address are not valid. Clear them and try again.',
  },
  // The page runs an older build than the server's persisted operations (docs/persisted-operations.md#deploying).
  PERSISTED_OPERATION_NOT_FOUND: {
    id: 'requestError.outdated',
    defaultMessage: 'Dalil has been updated since this page was opened. Reload the page to continue.',
  },
  other: {
    id: 'requestError.other',
    defaultMessage: 'This page could not be loaded because of an unexpected error.',
  },
});

function messageFor(code: string) {
  return code in messages ? messages[code as keyof typeof messages] : messages.other;
}

/** A route whose request failed: a precise, translated reason and a retry that re-runs the route's query. */
export function RequestErrorContent({ error }: { error: GraphQLRequestError }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  // Retrying an operation the server does not know cannot work: only a new page (and its new build) does.
  const outdated = error.code === 'PERSISTED_OPERATION_NOT_FOUND';
  return (
    <section className={styles.root} role="alert">
      <span className={styles.illustration} aria-hidden>
        ⟳
      </span>
      <h1 className={styles.title}>
        <FormattedMessage id="requestError.title" defaultMessage="We couldn't load this page" />
      </h1>
      <p className={styles.text}>{intl.formatMessage(messageFor(error.code))}</p>
      <p className={styles.detail}>
        <FormattedMessage id="requestError.code" defaultMessage="Error code: {code}" values={{ code: error.code }} />
      </p>
      {error.requestId ? (
        <p className={styles.detail}>
          <FormattedMessage
            id="requestError.requestId"
            defaultMessage="Request id: {requestId}"
            values={{ requestId: error.requestId }}
          />
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClasses({ appearance: 'primary', size: 'large' })}
        disabled={revalidator.state === 'loading'}
        onClick={() => (outdated ? window.location.reload() : void revalidator.revalidate())}
      >
        <ArrowClockwise20Regular />
        {outdated ? (
          <FormattedMessage id="requestError.reload" defaultMessage="Reload the page" />
        ) : (
          <FormattedMessage id="requestError.retry" defaultMessage="Try again" />
        )}
      </button>
    </section>
  );
}

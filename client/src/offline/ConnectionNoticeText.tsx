import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { Link, useLocation, useRevalidator } from 'react-router-dom';
import { formatDate, formatTime } from '../format/dateTime.ts';
import { loadMessages, type Messages } from '../i18n/messages.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { newPageAnswer, type PageAnswer } from './savedCopy.ts';
import styles from './ConnectionNotice.module.css';

/**
 * Says the page shows a saved copy (offline, or the gateway not answering) and from when, or that it was never saved;
 * back online, such a page loads its data again. Its messages are not among the first route's: it brings them.
 */
export function ConnectionNoticeText({ online, answer: last }: { online: boolean; answer: PageAnswer }) {
  // A screen without a query (signing in...) has nothing saved or missing: the last page's answer is not its own.
  const answer = useLocation().pathname === last.path ? last : newPageAnswer();
  const intl = useIntl();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const stale = answer.fromCopy || answer.missing;
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && stale) void revalidator.revalidate();
    wasOnline.current = online;
  }, [online, stale, revalidator]);
  const [messages, setMessages] = useState<Messages | null>(null);
  useEffect(() => {
    let current = true;
    void loadMessages(locale, ['screens'])
      .catch(() => ({}))
      .then((loaded) => current && setMessages(loaded));
    return () => {
      current = false;
    };
  }, [locale]);
  if (!messages || (online && !answer.fromCopy) || answer.savedAt === null) return null;
  const iso = answer.missing ? null : new Date(answer.savedAt).toISOString();
  return (
    <IntlProvider locale={intl.locale} messages={{ ...(intl.messages as Messages), ...messages }}>
      <p className={styles.notice} role="status">
        {iso === null ? (
          <>
            <FormattedMessage
              id="offline.notSaved"
              defaultMessage="You are offline, and this page was not saved on this device."
            />{' '}
            <Link to="/" className={styles.link}>
              <FormattedMessage id="offline.home" defaultMessage="Go to the home page" />
            </Link>
          </>
        ) : (
          <FormattedMessage
            id="offline.savedCopy"
            defaultMessage="Saved copy from {time}, you are offline"
            values={{ time: <time dateTime={iso}>{`${formatDate(iso, locale)} ${formatTime(iso, locale)}`}</time> }}
          />
        )}
      </p>
    </IntlProvider>
  );
}

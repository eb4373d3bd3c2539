import { Button } from '@fluentui/react-components';
import { Dismiss16Regular, History16Regular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useRecentSearches } from './recentSearches.ts';
import { searchMessages } from './searchMessages.ts';
import { searchPath } from './searchParams.ts';
import styles from './HeaderSearch.module.css';

/** The recent searches as links, each removable, and "Clear all"; nothing when there are none. */
export function RecentSearches({ onOpen }: { onOpen?: (text: string) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const recent = useRecentSearches();
  if (recent.list.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={headingId}>
      <div className={styles.panelHead}>
        <h2 id={headingId} className={styles.groupTitle}>
          {intl.formatMessage(searchMessages.recent)}
        </h2>
        <Button appearance="subtle" size="small" onClick={recent.clear}>
          {intl.formatMessage(searchMessages.clearRecent)}
        </Button>
      </div>
      <ul className={styles.list}>
        {recent.list.map((text) => (
          <li key={text} className={styles.recentRow}>
            <Link
              to={searchPath({ text })}
              className={styles.recentLink}
              onClick={() => {
                recent.add(text);
                onOpen?.(text);
              }}
            >
              <History16Regular aria-hidden /> {text}
            </Link>
            <Button
              appearance="subtle"
              size="small"
              icon={<Dismiss16Regular />}
              aria-label={intl.formatMessage(searchMessages.removeRecent, { text })}
              onClick={() => recent.remove(text)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

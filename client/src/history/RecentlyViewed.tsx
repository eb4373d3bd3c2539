import { useMemo, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocale } from '../i18n/useLocale.ts';
import { readHistory, type VisitedPage } from './pageHistory.ts';
import styles from './RecentlyViewed.module.css';

const noChanges = () => () => {};
// The snapshot is the stored text, so an unchanged history keeps the same value between renders.
const storedHistory = () => JSON.stringify(readHistory());
// The server knows no visitor's history: the row appears after hydration.
const noHistory = () => '[]';

/** Home's "recently viewed" row: the last pages visited in this language (docs/info.md, page history). */
export function RecentlyViewed() {
  const locale = useLocale();
  const snapshot = useSyncExternalStore(noChanges, storedHistory, noHistory);
  const pages = useMemo(
    () =>
      (JSON.parse(snapshot) as VisitedPage[]).filter(
        (page) => page.locale === locale && page.path !== '/' && page.title,
      ),
    [snapshot, locale],
  );
  if (pages.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className={styles.title}>
        <FormattedMessage id="home.recentlyViewed" defaultMessage="Recently viewed" />
      </h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.path}>
            <Link className={styles.link} to={page.path}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

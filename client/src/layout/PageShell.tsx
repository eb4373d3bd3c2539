import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppFooter } from './AppFooter.tsx';
import { AppHeader } from './AppHeader.tsx';
import styles from './PageShell.module.css';
import type { AppHeader_query$key } from './__generated__/AppHeader_query.graphql';

/** Title, skip link, header, main landmark and footer of every screen. */
export function PageShell({
  title,
  query,
  children,
}: {
  title: string;
  query: AppHeader_query$key | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <a href="#main" className={styles.skip}>
        <FormattedMessage id="app.skipToContent" defaultMessage="Skip to content" />
      </a>
      <AppHeader query={query} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <AppFooter />
    </div>
  );
}

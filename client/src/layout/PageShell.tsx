import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { HijriDatesSetting } from '../format/HijriDates.tsx';
import { AppHeader } from './AppHeader.tsx';
import styles from './PageShell.module.css';
import type { PageShell_query$key } from './__generated__/PageShell_query.graphql';

// The popups' code loads after the page (they show after the first paint anyway): not part of the first route's chunk.
const PagePopups = lazy(() => import('../popups/PagePopups.tsx'));
// The footer sits below the screen's content, so it can follow the page's own code.
const AppFooter = lazy(() => import('./AppFooter.tsx'));

/** Title, skip link, header, main landmark, footer and floating popups of every screen. */
export function PageShell({
  title,
  query,
  children,
}: {
  title: string;
  query: PageShell_query$key | null;
  children: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment PageShell_query on Query {
        ...AppHeader_query
        ...PagePopups_query
        siteSettings {
          showHijriDates
        }
      }
    `,
    query,
  );
  return (
    <HijriDatesSetting value={data?.siteSettings.showHijriDates ?? false}>
      <div className={styles.page}>
        <title>{title}</title>
        <a href="#main" className={styles.skip}>
          <FormattedMessage id="app.skipToContent" defaultMessage="Skip to content" />
        </a>
        <AppHeader query={data ?? null} />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
        {data ? (
          <Suspense fallback={null}>
            <PagePopups query={data} />
          </Suspense>
        ) : null}
      </div>
    </HijriDatesSetting>
  );
}

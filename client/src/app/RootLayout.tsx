import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useNavigation, useRevalidator } from 'react-router-dom';
import { RouteErrorContent } from '../errors/RouteErrorContent.tsx';
import { usePageHistory } from '../history/usePageHistory.ts';
import { ConnectionNotice } from '../offline/ConnectionNotice.tsx';
import { AppProviders } from './AppProviders.tsx';
import styles from './RootLayout.module.css';
import { useActiveSession } from './useActiveSession.ts';

// Shown 15 s after load at the earliest: its code (and the push subscription's mutation) stays out of the first route.
const PushPrompt = lazy(() => import('../push/PushPrompt.tsx').then((module) => ({ default: module.PushPrompt })));

function NavigationProgress() {
  const intl = useIntl();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  if (navigation.state === 'idle' && revalidator.state === 'idle') return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'app.loading', defaultMessage: 'Loading' })}
    >
      <div className={styles.bar} />
    </div>
  );
}

/** Work of every screen that shows nothing: the page history. */
function ScreenEffects() {
  usePageHistory();
  return null;
}

/** The root route: providers of the visible screen's session, a progress bar while the next screen loads. */
export function RootLayout() {
  return (
    <AppProviders session={useActiveSession()}>
      <ScreenEffects />
      <Suspense fallback={null}>
        <PushPrompt />
      </Suspense>
      <NavigationProgress />
      <Suspense fallback={<div className={styles.fallback} />}>
        <Outlet />
      </Suspense>
      {/* After the page in reading order (its skip link stays first), kept in view at the bottom. */}
      <ConnectionNotice />
    </AppProviders>
  );
}

/** The root's error element: the layout itself failed, so it brings its own providers. */
export function RootError() {
  return (
    <AppProviders session={useActiveSession()}>
      <RouteErrorContent />
    </AppProviders>
  );
}

/** Shown while the first screen's data and code load. */
export function FirstLoad() {
  return <div style={{ minHeight: '100vh' }} aria-busy="true" />;
}

import { lazy, Suspense } from 'react';
import type { FloatingPopupHost_popups$key } from './__generated__/FloatingPopupHost_popups.graphql';

// The choice is made after the first paint anyway, so its code (visitor records, guest id) loads after the screen's.
const FloatingPopupHost = lazy(() =>
  import('./FloatingPopupHost.tsx').then((module) => ({ default: module.FloatingPopupHost })),
);

/** The page's floating popups (spec §4): at most one shown, once per session. */
export function FloatingPopups({ popups }: { popups: FloatingPopupHost_popups$key }) {
  return (
    <Suspense fallback={null}>
      <FloatingPopupHost popups={popups} />
    </Suspense>
  );
}

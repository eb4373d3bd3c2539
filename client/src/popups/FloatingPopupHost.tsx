import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { guestId } from '../guest/guestId.ts';
import { isPopupVisible, markPopupShown, popupShownThisSession } from './popupRecords.ts';
import type { FloatingPopupHost_popups$key } from './__generated__/FloatingPopupHost_popups.graphql';

// Fluent's Dialog loads only when there is a popup to show.
const FloatingPopupDialog = lazy(() => import('./FloatingPopupDialog.tsx'));

/**
 * The first visible floating popup of the page, once per session. Decided after the first render, so the
 * served HTML (which knows no visitor's records) and the hydrated page agree.
 */
export function FloatingPopupHost({ popups: popupsKey }: { popups: FloatingPopupHost_popups$key }) {
  const popups = useFragment(
    graphql`
      fragment FloatingPopupHost_popups on FloatingPopup @relay(plural: true) {
        rawId
        pageUrl
        ...FloatingPopupDialog_popup
      }
    `,
    popupsKey,
  );
  const [chosen, setChosen] = useState<(typeof popups)[number] | null>(null);
  useEffect(() => {
    // After the first paint: the popup never holds up the page.
    const timer = window.setTimeout(() => {
      if (popupShownThisSession()) return;
      const guest = guestId();
      const now = Date.now();
      const first = popups.find((popup) => isPopupVisible(guest, popup.pageUrl, popup.rawId, now));
      if (!first) return;
      markPopupShown();
      setChosen(first);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [popups]);
  if (!chosen) return null;
  return (
    <Suspense fallback={null}>
      <FloatingPopupDialog popup={chosen} onClosed={() => setChosen(null)} />
    </Suspense>
  );
}

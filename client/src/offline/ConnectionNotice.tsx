import { lazy, Suspense } from 'react';
import { usePageAnswer } from './savedCopy.ts';
import { useOnline } from './useOnline.ts';

// Needed only offline or while the page is a saved copy (or missing): its code and messages load then (precached by
// the service worker).
const ConnectionNoticeText = lazy(() =>
  import('./ConnectionNoticeText.tsx').then((module) => ({ default: module.ConnectionNoticeText })),
);

/** Offline, or while the page shows a saved copy: the notice (docs/info.md#offline). */
export function ConnectionNotice() {
  const online = useOnline();
  const answer = usePageAnswer();
  if (online && !answer.fromCopy && !answer.missing) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionNoticeText online={online} answer={answer} />
    </Suspense>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocale } from '../i18n/useLocale.ts';
import { recordVisit } from './pageHistory.ts';

/** Records each screen the visitor sees, with the tab's title once the screen has set it. */
export function usePageHistory(): void {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const title = document.title.replace(/\s·\s[^·]+$/, '').trim();
      recordVisit({ path: `${pathname}${search}`, title: title || document.title, locale });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search, locale]);
}

import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { Locale } from '../i18n/locale.ts';
import { updateSettings } from '../session/session.ts';
import type { ChosenCity } from '../settings/settings.ts';

/**
 * Changing the language or the city makes a new session and re-runs the current route's query: exactly one request.
 */
export function useSettingsActions() {
  const revalidator = useRevalidator();
  const [switching, setSwitching] = useState(false);
  const apply = useCallback(
    async (patch: { locale?: Locale; city?: ChosenCity }, openPath?: string) => {
      setSwitching(true);
      try {
        await updateSettings(patch, openPath);
        // The screen comes back from its first page, so start it from the top; left scrolled down, a list's
        // infinite-scroll sentinel would be in view of the fresh first page and fetch a second one at once.
        window.scrollTo({ top: 0, behavior: 'instant' });
        await revalidator.revalidate();
      } finally {
        setSwitching(false);
      }
    },
    [revalidator],
  );
  return {
    switching: switching || revalidator.state === 'loading',
    /** `openPath`: the page to open in the new language (a router path), else this one. */
    setLocale: (locale: Locale, openPath?: string) => apply({ locale }, openPath),
    setCity: (city: ChosenCity) => apply({ city }),
  };
}

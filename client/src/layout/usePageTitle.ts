import { useIntl, type IntlShape } from 'react-intl';

/** "<screen> · Dalil", translated; the app's name alone without a screen. The served head says the same. */
export function pageTitle(intl: IntlShape, screen: string | null): string {
  const app = intl.formatMessage({ id: 'app.name', defaultMessage: 'Dalil' });
  return screen
    ? intl.formatMessage({ id: 'app.pageTitle', defaultMessage: '{screen} · {app}' }, { screen, app })
    : app;
}

/** The browser tab's title of a screen (pageTitle). */
export function usePageTitle(screen: string | null): string {
  return pageTitle(useIntl(), screen);
}

import { useIntl } from 'react-intl';

/** "<screen> · Dalil", translated. */
export function usePageTitle(screen: string | null): string {
  const intl = useIntl();
  const app = intl.formatMessage({ id: 'app.name', defaultMessage: 'Dalil' });
  return screen
    ? intl.formatMessage({ id: 'app.pageTitle', defaultMessage: '{screen} · {app}' }, { screen, app })
    : app;
}

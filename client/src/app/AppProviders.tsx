import { FluentProvider } from '@fluentui/react-components';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { directionOf, formattingLocale } from '../i18n/locale.ts';
import type { ReadySession } from '../session/session.ts';
import { dalilTheme } from '../styles/theme.ts';

/** Language, direction, theme and Relay environment of one session; keeps <html lang dir> in step. */
export function AppProviders({ session, children }: { session: ReadySession; children: ReactNode }) {
  const { locale } = session.settings;
  const dir = directionOf(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  return (
    <RelayEnvironmentProvider environment={session.environment}>
      <IntlProvider locale={formattingLocale(locale)} messages={session.messages} defaultLocale="en">
        <FluentProvider theme={dalilTheme} dir={dir} applyStylesToPortals>
          {children}
        </FluentProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>
  );
}

import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { directionOf, formattingLocale } from '../i18n/locale.ts';
import type { ReadySession } from '../session/session.ts';

/**
 * Language, direction, theme text and Relay environment of one session; keeps <html lang dir> in step. Fluent UI is
 * not here: the screens and parts that use it bring their own FluentScope, so the first route loads no Fluent code.
 */
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
        <div className="dalil-app" dir={dir}>
          {children}
        </div>
      </IntlProvider>
    </RelayEnvironmentProvider>
  );
}

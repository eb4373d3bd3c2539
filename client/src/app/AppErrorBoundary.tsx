import { Component, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { CrashFallback } from '../errors/CrashFallback.tsx';
import { directionOf, formattingLocale } from '../i18n/locale.ts';
import { currentSession, sessionMessages } from '../session/session.ts';

/** The last line of defence around the router: a crash anywhere still shows the translated fallback screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    console.error('Dalil crashed', error);
  }

  render() {
    if (this.state.error == null) return this.props.children;
    const session = currentSession();
    const { locale } = session.settings;
    return (
      <IntlProvider locale={formattingLocale(locale)} messages={sessionMessages(session)} defaultLocale="en">
        <div className="dalil-app" dir={directionOf(locale)}>
          <main>
            <CrashFallback error={this.state.error} />
          </main>
        </div>
      </IntlProvider>
    );
  }
}

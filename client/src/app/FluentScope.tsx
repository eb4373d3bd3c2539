import { FluentProvider } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/useLocale.ts';
import dalilTheme from 'virtual:dalil-fluent-theme';

/**
 * Fluent UI's theme and direction for the screens and parts that use Fluent components. It is only imported from
 * their own chunks, so Fluent loads with them and never with the first route.
 */
export function FluentScope({ children }: { children: ReactNode }) {
  return (
    <FluentProvider theme={dalilTheme} dir={directionOf(useLocale())} applyStylesToPortals>
      {children}
    </FluentProvider>
  );
}

/** A route screen inside its FluentScope (the screen's module is the only one that imports it). */
export function withFluentScope(Screen: ComponentType): ComponentType {
  const ScopedScreen = () => (
    <FluentScope>
      <Screen />
    </FluentScope>
  );
  ScopedScreen.displayName = `withFluentScope(${Screen.name})`;
  return ScopedScreen;
}

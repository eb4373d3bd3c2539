import { FluentProvider } from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';
import { directionOf } from '../i18n/locale.ts';
import { useLocale } from '../i18n/useLocale.ts';
import dalilTheme from 'virtual:dalil-fluent-theme';

// A part's provider element takes no box (its children sit in the screen's grid or flow as if it were not there); the
// theme's variables, font and colour still pass to them by inheritance.
const partStyle = { display: 'contents' } as const;

/**
 * Fluent UI's theme and direction for the screens and parts that use Fluent components. It is only imported from
 * their own chunks, so Fluent loads with them and never with the first route. `part`: a lazily loaded part of a screen
 * drawn without Fluent (a detail page's reviews, a menu), laid out as if its children were the screen's own.
 */
export function FluentScope({ children, part = false }: { children: ReactNode; part?: boolean }) {
  return (
    <FluentProvider
      theme={dalilTheme}
      dir={directionOf(useLocale())}
      applyStylesToPortals
      style={part ? partStyle : undefined}
    >
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

/**
 * Message namespaces (an id's first segment) of what the first route shows: the app shell, the home screen and the
 * error screens. They ship with the entry chunk; every other namespace comes with the first screen that needs it.
 */
const firstRouteNamespaces = new Set([
  'app',
  'nav',
  'footer',
  'account',
  'settings',
  'home',
  'carousel',
  'happening',
  'price',
  'error',
  'crash',
  'notFound',
  'requestError',
]);

export type MessagePart = 'first' | 'screens';

export const allMessageParts: readonly MessagePart[] = ['first', 'screens'];

export function messagePartOf(id: string): MessagePart {
  return firstRouteNamespaces.has(id.split('.', 1)[0]) ? 'first' : 'screens';
}

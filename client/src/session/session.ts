import type { Environment } from 'relay-runtime';
import { authorizationForRequest, hasMemberSession, subscribeToAuth, tokenRejected } from './authState.ts';
import type { MessagePart } from '../i18n/messageParts.ts';
import { loadedMessages, loadMessages, type Messages } from '../i18n/messages.ts';
import { localeOfPath, pathInLocale } from '../i18n/urlLocale.ts';
import { loadSavedAnswers } from '../offline/savedCopy.ts';
import { createRelayEnvironment } from '../relay/environment.ts';
import { pagePreload } from '../relay/preloaded.ts';
import { writeCityCookie, writeLanguageCookie } from '../settings/choiceCookies.ts';
import { browserStorage, readSettings, writeSettings, type AppSettings } from '../settings/settings.ts';

/**
 * What every screen renders with: the settings, the Relay environment made for their locale and city, and the messages
 * of the locale. A settings change makes a new session; route loaders pick up the current one, so a screen's data and
 * its language always come from the same session.
 */
export interface Session {
  readonly settings: AppSettings;
  readonly environment: Environment;
}

export interface ReadySession extends Session {
  readonly messages: Messages;
}

function createSession(settings: AppSettings): Session {
  return {
    settings,
    environment: createRelayEnvironment({
      locale: settings.locale,
      authorization: authorizationForRequest,
      onTokenRejected: tokenRejected,
      preloaded: pagePreload,
      isMember: hasMemberSession,
    }),
  };
}

/** The stored settings, in the language of the page's URL (docs/i18n.md#language-in-the-url). */
function startingSettings(): AppSettings {
  const stored = readSettings(browserStorage());
  if (typeof window === 'undefined') return stored;
  // The server preloads the data of the city in this cookie: keep it in step with the stored choice.
  writeCityCookie(stored.city);
  return { ...stored, locale: localeOfPath(window.location.pathname) };
}

let current: Session = createSession(startingSettings());
const listeners = new Set<() => void>();

export function currentSession(): Session {
  return current;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current session once the messages the screen needs are loaded (all parts unless told fewer; loaded on demand,
 * a failed load falls back to English).
 */
export async function readySession(parts?: readonly MessagePart[]): Promise<ReadySession> {
  const session = current;
  const messages = await loadMessages(session.settings.locale, parts).catch(() => loadMessages('en', parts));
  return { ...session, messages };
}

/** Messages for a session that may not have gone through readySession yet (error screens). */
export function sessionMessages(session: Session): Messages {
  return loadedMessages(session.settings.locale) ?? loadedMessages('en') ?? {};
}

// Signing in or out changes who the viewer is: a new session, so no member data stays in a visitor's store.
subscribeToAuth(() => {
  current = createSession(current.settings);
  if (!hasMemberSession()) void loadSavedAnswers().then(({ forgetMemberAnswers }) => forgetMemberAnswers());
  for (const listener of listeners) listener();
});

/**
 * Saves the new settings and switches to a session for them. The caller re-runs the route loaders afterwards. A new
 * language is a new URL: the browser opens the page (`openPath`, a router path, or else this page) in it, and this
 * never resolves.
 */
export async function updateSettings(patch: Partial<AppSettings>, openPath?: string): Promise<void> {
  const settings = { ...current.settings, ...patch };
  writeSettings(browserStorage(), settings);
  if (patch.city !== undefined) writeCityCookie(settings.city);
  if (patch.locale && patch.locale !== current.settings.locale) {
    writeLanguageCookie(patch.locale);
    const { pathname, search, hash } = window.location;
    window.location.assign(pathInLocale(openPath ?? `${pathname}${search}${hash}`, patch.locale));
    return new Promise<never>(() => undefined);
  }
  await loadMessages(settings.locale, ['first']).catch(() => undefined);
  current = createSession(settings);
  for (const listener of listeners) listener();
}

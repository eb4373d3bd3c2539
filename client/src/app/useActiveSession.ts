import { useSyncExternalStore } from 'react';
import { useMatches } from 'react-router-dom';
import { currentSession, sessionMessages, subscribeToSession, type ReadySession } from '../session/session.ts';

function hasSession(data: unknown): data is { session: ReadySession } {
  return typeof data === 'object' && data !== null && 'session' in data;
}

/**
 * The session the visible screen was loaded with (so its language, its data and the Relay environment always agree),
 * or the current session when the screen has no data (error screens).
 */
export function useActiveSession(): ReadySession {
  const matches = useMatches();
  const latest = useSyncExternalStore(subscribeToSession, currentSession, currentSession);
  const loaded = [...matches].reverse().find((match) => hasSession(match.loaderData));
  if (loaded && hasSession(loaded.loaderData)) return loaded.loaderData.session;
  return { ...latest, messages: sessionMessages(latest) };
}

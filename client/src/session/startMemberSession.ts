import { startSession } from './authState.ts';
import type { AuthToken } from './authToken.ts';
import type { SessionOutcome } from './sessionPayload.ts';
import { localeAfterSignIn } from '../settings/memberLanguage.ts';
import { currentSession, updateSettings } from './session.ts';

/**
 * Starts the member's session from a sign-in, sign-up or social sign-in answer and opens `next` (a router path). In
 * the member's saved language when it differs (kept in the settings like a header choice): the browser opens `next`
 * under that language's URL, so the next screen loads once, already in that language.
 */
export async function startMemberSession(
  token: AuthToken,
  remember: boolean,
  { me, language }: Pick<SessionOutcome, 'me' | 'language'>,
  next: { path: string; navigate: (path: string, options: { replace: boolean }) => Promise<void> | void },
): Promise<void> {
  startSession(token, remember, me);
  const locale = localeAfterSignIn(currentSession().settings.locale, language);
  if (locale) await updateSettings({ locale }, next.path);
  else await next.navigate(next.path, { replace: true });
}

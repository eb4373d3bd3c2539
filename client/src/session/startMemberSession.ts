import { startSession } from './authState.ts';
import type { AuthToken } from './authToken.ts';
import type { SessionOutcome } from './sessionPayload.ts';
import { localeAfterSignIn } from '../settings/memberLanguage.ts';
import { currentSession, updateSettings } from './session.ts';

/**
 * Starts the member's session from a sign-in, sign-up or social sign-in answer and switches the app to their saved
 * language (kept in the settings like a header choice). The caller navigates afterwards, so the next screen loads
 * once, already in that language.
 */
export async function startMemberSession(
  token: AuthToken,
  remember: boolean,
  { me, language }: Pick<SessionOutcome, 'me' | 'language'>,
): Promise<void> {
  startSession(token, remember, me);
  const locale = localeAfterSignIn(currentSession().settings.locale, language);
  if (locale) await updateSettings({ locale });
}

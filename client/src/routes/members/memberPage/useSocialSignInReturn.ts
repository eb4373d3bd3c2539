import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { formMessages } from '../../../forms/formMessages.ts';
import { safeNext } from '../../../routing/signInPath.ts';
import { readSessionPayload } from '../../../session/sessionPayload.ts';
import { startMemberSession } from '../../../session/startMemberSession.ts';
import type { sessionPayload_payload$key } from '../../../session/__generated__/sessionPayload_payload.graphql';
import { facebookAnswer, forgetFacebookState } from '../../social/facebook/facebookLogin.ts';
import { memberMessages } from '../memberMessages.ts';
import { appleAnswer, forgetAppleState } from './appleLogin.ts';
import { useSignInWithAppleMutation, useSignInWithFacebookMutation } from './useSocialSignInMutations.ts';

/** Where to go after a provider's page brings the person back (its way back carries no query). */
const NEXT_KEY = 'dalil.socialNext';

/** Remembers `?next=` while the person is away at Facebook's or Apple's page. */
export function rememberNext(next: string | null) {
  if (next) sessionStorage.setItem(NEXT_KEY, next);
  else sessionStorage.removeItem(NEXT_KEY);
}

/**
 * Back from Facebook's dialog or Apple's page with an answer in the URL fragment: signs the person in (or creates
 * their account) and opens the page they were going to. A cancel, a refusal or a foreign state signs nobody in and
 * gives the message to show; `busy` while the sign-in is under way.
 */
export function useSocialSignInReturn(): { error: string | null; busy: boolean } {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [facebookSignIn, facebookBusy] = useSignInWithFacebookMutation();
  const [appleSignIn, appleBusy] = useSignInWithAppleMutation();
  const [error, setError] = useState<string | null>(null);
  // Read once: the effect spends the state and clears the fragment.
  const [answer] = useState(
    () => facebookAnswer(location.hash, sessionStorage) ?? appleAnswer(location.hash, sessionStorage),
  );
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || answer === null) return;
    handled.current = true;
    forgetFacebookState(sessionStorage);
    forgetAppleState(sessionStorage);
    const next = safeNext(sessionStorage.getItem(NEXT_KEY)) ?? '/';
    sessionStorage.removeItem(NEXT_KEY);
    const stay = () => void navigate({ search: location.search, hash: '' }, { replace: true });
    if (answer === 'refused') {
      stay();
      return;
    }
    const signingIn: Promise<sessionPayload_payload$key> =
      'token' in answer
        ? facebookSignIn({ input: { accessToken: answer.token } }).then((response) => response.signInWithFacebook)
        : appleSignIn({
            input: {
              accessToken: answer.code,
              idToken: answer.idToken,
              firstName: answer.firstName,
              lastName: answer.lastName,
              email: answer.email,
            },
          }).then((response) => response.signInWithApple);
    void signingIn
      .then(async (payload) => {
        const outcome = readSessionPayload(payload);
        if (!outcome.token) {
          stay();
          setError(outcome.userErrors[0]?.message ?? intl.formatMessage(memberMessages.socialCancelled));
          return;
        }
        await startMemberSession(outcome.token, true, outcome, { path: next, navigate });
      })
      .catch(() => {
        stay();
        setError(intl.formatMessage(formMessages.unreachable));
      });
  }, [answer, intl, location.search, navigate, facebookSignIn, appleSignIn]);

  return {
    error: error ?? (answer === 'refused' ? intl.formatMessage(memberMessages.socialCancelled) : null),
    busy: facebookBusy || appleBusy,
  };
}

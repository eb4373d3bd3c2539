import { Button } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { formMessages } from '../../../forms/formMessages.ts';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { safeNext } from '../../../routing/signInPath.ts';
import { readSessionPayload } from '../../../session/sessionPayload.ts';
import { startMemberSession } from '../../../session/startMemberSession.ts';
import { facebookAnswer, facebookDialogUrl, forgetFacebookState } from '../../social/facebook/facebookLogin.ts';
import { memberMessages } from '../memberMessages.ts';
import { useSignInWithFacebookMutation } from './useSignInWithFacebookMutation.ts';
import type { SocialSignInButtons_viewer$key } from './__generated__/SocialSignInButtons_viewer.graphql';

/** Where to go after Facebook's dialog brings the person back (the dialog's way back carries no query). */
const NEXT_KEY = 'dalil.facebookNext';

/**
 * Facebook and Apple sign-in, each shown only when the server is configured for it. Facebook runs its login dialog
 * (an OAuth redirect, no SDK) and comes back here with a token, which signs the person in or creates their account.
 * Apple's script is not part of this build, so its button explains that instead of failing silently.
 */
export function SocialSignInButtons({ viewer }: { viewer: SocialSignInButtons_viewer$key }) {
  const styles = useFormStyles();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [appleUnavailable, setAppleUnavailable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [signIn, signingIn] = useSignInWithFacebookMutation();
  const { socialSignIn } = useFragment(
    graphql`
      fragment SocialSignInButtons_viewer on Viewer {
        socialSignIn {
          facebook
          facebookAppId
          facebookLoginUrl
          apple
        }
      }
    `,
    viewer,
  );
  // Facebook's answer when its dialog just sent the person back here (read once; the effect acts on it).
  const [answer] = useState(() => facebookAnswer(location.hash, sessionStorage));
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || answer === null) return;
    handled.current = true;
    forgetFacebookState(sessionStorage);
    const next = safeNext(sessionStorage.getItem(NEXT_KEY)) ?? '/';
    sessionStorage.removeItem(NEXT_KEY);
    if (answer === 'refused') {
      void navigate({ search: location.search, hash: '' }, { replace: true });
      return;
    }
    void signIn({ input: { accessToken: answer.token } })
      .then(async (response) => {
        const outcome = readSessionPayload(response.signInWithFacebook);
        if (!outcome.token) {
          void navigate({ search: location.search, hash: '' }, { replace: true });
          setError(outcome.userErrors[0]?.message ?? intl.formatMessage(memberMessages.facebookCancelled));
          return;
        }
        await startMemberSession(outcome.token, true, outcome, { path: next, navigate });
      })
      .catch(() => setError(intl.formatMessage(formMessages.unreachable)));
  }, [answer, intl, location.search, navigate, signIn]);

  const { facebook, facebookAppId, facebookLoginUrl, apple } = socialSignIn;
  const facebookReady = facebook && facebookAppId && facebookLoginUrl;
  if (!facebookReady && !apple) return null;
  const startFacebook = () => {
    if (!facebookAppId || !facebookLoginUrl) return;
    const next = safeNext(params.get('next'));
    if (next) sessionStorage.setItem(NEXT_KEY, next);
    else sessionStorage.removeItem(NEXT_KEY);
    const back = `${window.location.origin}${window.location.pathname}`;
    window.location.assign(facebookDialogUrl(facebookLoginUrl, facebookAppId, back, sessionStorage, 'email'));
  };
  return (
    <div className={styles.form}>
      <FormStatus
        error={error ?? (answer === 'refused' ? intl.formatMessage(memberMessages.facebookCancelled) : null)}
      />
      {facebookReady ? (
        <Button onClick={startFacebook} disabled={signingIn}>
          <FormattedMessage id="auth.facebook" defaultMessage="Continue with Facebook" />
        </Button>
      ) : null}
      {apple ? (
        <Button onClick={() => setAppleUnavailable(true)}>
          <FormattedMessage id="auth.apple" defaultMessage="Continue with Apple" />
        </Button>
      ) : null}
      {appleUnavailable ? (
        <p role="alert" className={styles.error}>
          <FormattedMessage
            id="auth.socialUnavailable"
            defaultMessage="This sign-in option is not available in this browser yet."
          />
        </p>
      ) : null}
    </div>
  );
}

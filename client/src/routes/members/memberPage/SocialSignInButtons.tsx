import { Button } from '@fluentui/react-components';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { useFormStyles } from '../../../forms/formStyles.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { safeNext } from '../../../routing/signInPath.ts';
import { facebookDialogUrl } from '../../social/facebook/facebookLogin.ts';
import { appleAuthorizeUrl } from './appleLogin.ts';
import { rememberNext, useSocialSignInReturn } from './useSocialSignInReturn.ts';
import type { SocialSignInButtons_viewer$key } from './__generated__/SocialSignInButtons_viewer.graphql';

/**
 * Facebook and Apple sign-in, each shown only when the server is configured for it. Each runs its provider's own
 * page (an OAuth redirect, no SDK), which brings the person back here to be signed in, or to get an account.
 */
export function SocialSignInButtons({ viewer }: { viewer: SocialSignInButtons_viewer$key }) {
  const styles = useFormStyles();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { error, busy } = useSocialSignInReturn();
  const { socialSignIn } = useFragment(
    graphql`
      fragment SocialSignInButtons_viewer on Viewer {
        socialSignIn {
          facebook
          facebookAppId
          facebookLoginUrl
          apple
          appleClientId
          appleLoginUrl
        }
      }
    `,
    viewer,
  );
  const { facebook, facebookAppId, facebookLoginUrl, apple, appleClientId, appleLoginUrl } = socialSignIn;
  const facebookReady = facebook && facebookAppId && facebookLoginUrl;
  const appleReady = apple && appleClientId && appleLoginUrl;
  if (!facebookReady && !appleReady) return null;
  const leaveFor = (url: string) => {
    rememberNext(safeNext(params.get('next')));
    window.location.assign(url);
  };
  const { origin, pathname } = window.location;
  return (
    <div className={styles.form}>
      <FormStatus error={error} />
      {facebookReady ? (
        <Button
          disabled={busy}
          onClick={() =>
            leaveFor(
              facebookDialogUrl(facebookLoginUrl, facebookAppId, `${origin}${pathname}`, sessionStorage, 'email'),
            )
          }
        >
          <FormattedMessage id="auth.facebook" defaultMessage="Continue with Facebook" />
        </Button>
      ) : null}
      {appleReady ? (
        <Button
          disabled={busy}
          onClick={() => leaveFor(appleAuthorizeUrl(appleLoginUrl, appleClientId, origin, locale, sessionStorage))}
        >
          <FormattedMessage id="auth.apple" defaultMessage="Continue with Apple" />
        </Button>
      ) : null}
    </div>
  );
}

import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { FormattedMessage } from '../../../i18n/intl/index.ts';
import { graphql, useFragment } from 'react-relay';
import { useFormStyles } from '../../../forms/formStyles.ts';
import type { SocialSignInButtons_viewer$key } from './__generated__/SocialSignInButtons_viewer.graphql';

/**
 * Facebook and Apple sign-in, each shown only when the server is configured for it. The providers' own scripts are
 * not part of this build, so a button explains that instead of failing silently.
 */
export function SocialSignInButtons({ viewer }: { viewer: SocialSignInButtons_viewer$key }) {
  const styles = useFormStyles();
  const [unavailable, setUnavailable] = useState(false);
  const { socialSignIn } = useFragment(
    graphql`
      fragment SocialSignInButtons_viewer on Viewer {
        socialSignIn {
          facebook
          apple
        }
      }
    `,
    viewer,
  );
  if (!socialSignIn.facebook && !socialSignIn.apple) return null;
  return (
    <div className={styles.form}>
      {socialSignIn.facebook ? (
        <Button onClick={() => setUnavailable(true)}>
          <FormattedMessage id="auth.facebook" defaultMessage="Continue with Facebook" />
        </Button>
      ) : null}
      {socialSignIn.apple ? (
        <Button onClick={() => setUnavailable(true)}>
          <FormattedMessage id="auth.apple" defaultMessage="Continue with Apple" />
        </Button>
      ) : null}
      {unavailable ? (
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

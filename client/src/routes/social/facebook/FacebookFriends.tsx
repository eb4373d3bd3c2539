import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormStatus } from '../../../forms/FormStatus.tsx';
import { FollowableMembers } from '../mine/FollowableMembers.tsx';
import { socialMessages } from '../socialMessages.ts';
import { useSocialOutcome } from '../useSocialOutcome.tsx';
import { facebookAnswer, facebookDialogUrl, forgetFacebookState } from './facebookLogin.ts';
import { useConnectFacebookMutation, useDisconnectFacebookMutation } from './useFacebookMutations.ts';
import type { FacebookFriends_viewer$key } from './__generated__/FacebookFriends_viewer.graphql';
import type { FacebookFriendsPaginationQuery } from './__generated__/FacebookFriendsPaginationQuery.graphql';

const useStyles = makeStyles({
  text: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

/**
 * Facebook on the profile: unavailable without a Facebook app; else connect (Facebook's login dialog brings the
 * member back here with a token), and once connected the Facebook friends who are members, with follow buttons.
 */
export function FacebookFriends({ viewer }: { viewer: FacebookFriends_viewer$key }) {
  const styles = useStyles();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    FacebookFriendsPaginationQuery,
    FacebookFriends_viewer$key
  >(
    graphql`
      fragment FacebookFriends_viewer on Viewer
      @refetchable(queryName: "FacebookFriendsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        socialSignIn {
          facebook
          facebookAppId
          facebookLoginUrl
        }
        me {
          isFacebookUser
        }
        facebookFriends(first: $count, after: $cursor) @connection(key: "FacebookFriends_facebookFriends") {
          edges {
            node {
              id
              ...MemberRow_user
              ...FollowButton_user
            }
          }
        }
      }
    `,
    viewer,
  );
  const [run, status] = useSocialOutcome();
  const [connect, connecting] = useConnectFacebookMutation();
  const [disconnect, disconnecting] = useDisconnectFacebookMutation();
  const handled = useRef(false);
  // Facebook's answer when the dialog just sent the member back here (read once; the effect acts on it).
  const [answer] = useState(() => facebookAnswer(location.hash, sessionStorage));
  const { facebook, facebookAppId, facebookLoginUrl } = data.socialSignIn;

  // Back from Facebook's dialog: connect with its token, then show the friends (the fragment is read afresh).
  useEffect(() => {
    if (handled.current || !facebook || answer === null) return;
    handled.current = true;
    forgetFacebookState(sessionStorage);
    void navigate({ search: location.search, hash: '' }, { replace: true });
    if (answer === 'refused') return;
    void run(
      () => connect({ input: { accessToken: answer.token } }),
      (response) => response.connectFacebook,
      socialMessages.facebookConnected,
    ).then((connected) => {
      if (connected) refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [answer, facebook, location.search, navigate, run, connect, refetch]);

  if (!facebook || !facebookAppId || !facebookLoginUrl) {
    return <p className={styles.text}>{intl.formatMessage(socialMessages.facebookUnavailable)}</p>;
  }
  if (!data.me?.isFacebookUser) {
    const startLogin = () => {
      // The address bar's path keeps the language prefix (/ar/...), which the router's location leaves out.
      const back = `${window.location.origin}${window.location.pathname}?tab=facebook`;
      window.location.assign(facebookDialogUrl(facebookLoginUrl, facebookAppId, back, sessionStorage));
    };
    return (
      <>
        {status}
        <FormStatus error={answer === 'refused' ? intl.formatMessage(socialMessages.facebookCancelled) : null} />
        <p className={styles.text}>{intl.formatMessage(socialMessages.facebookNotConnected)}</p>
        <div className={styles.actions}>
          <Button appearance="primary" disabled={connecting} onClick={startLogin}>
            {intl.formatMessage(socialMessages.facebookConnect)}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      {status}
      {data.facebookFriends ? (
        <FollowableMembers
          members={data.facebookFriends.edges.map(({ node }) => ({ key: node.id, user: node }))}
          empty={socialMessages.noFacebookFriends}
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onMore={() => loadNext(10)}
        />
      ) : (
        <p className={styles.text}>{intl.formatMessage(socialMessages.facebookFriendsFailed)}</p>
      )}
      <div className={styles.actions}>
        <Button
          disabled={disconnecting}
          onClick={() =>
            void run(
              () => disconnect({}),
              (response) => response.disconnectFacebook,
              socialMessages.facebookDisconnected,
            )
          }
        >
          {intl.formatMessage(socialMessages.facebookDisconnect)}
        </Button>
      </div>
    </>
  );
}

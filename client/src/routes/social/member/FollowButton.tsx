import { Button } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { Link, useLocation } from 'react-router-dom';
import { signInPath } from '../../../routing/signInPath.ts';
import { buttonClasses } from '../../../styles/buttonClasses.ts';
import { socialMessages } from '../socialMessages.ts';
import { useAcceptMutation, useFollowMutation, useUnfollowMutation } from '../useSocialMutations.ts';
import type { useSocialOutcome } from '../useSocialOutcome.tsx';
import type { FollowButton_user$key, FollowState } from './__generated__/FollowButton_user.graphql';

const labels = {
  FOLLOW: socialMessages.follow,
  REQUESTED: socialMessages.requested,
  FOLLOWING: socialMessages.following,
  UNFOLLOW: socialMessages.unfollow,
  ACCEPT_FOLLOW_REQUEST: socialMessages.acceptFollowRequest,
} as const;

/** What a tap shows at once: the new state and the follower count (rolled back if the server refuses). */
function optimistic(id: string, state: FollowState, followerDelta: number) {
  return {
    optimisticUpdater: (store: RecordSourceSelectorProxy) => {
      const user = store.get(id);
      if (!user) return;
      user.setValue(state, 'followState');
      const count = user.getValue('followerCount');
      if (typeof count === 'number') user.setValue(count + followerDelta, 'followerCount');
    },
  };
}

/** The follow button (docs/social.md): follow, requested (tap withdraws), following / unfollow, accept a request. */
export function FollowButton({
  user,
  signedIn,
  run,
}: {
  user: FollowButton_user$key;
  signedIn: boolean;
  run: ReturnType<typeof useSocialOutcome>[0];
}) {
  const intl = useIntl();
  const location = useLocation();
  const data = useFragment(
    graphql`
      fragment FollowButton_user on User {
        id
        isPrivate
        followState
      }
    `,
    user,
  );
  const [follow, following] = useFollowMutation();
  const [unfollow, unfollowing] = useUnfollowMutation();
  const [accept, accepting] = useAcceptMutation();
  if (!signedIn) {
    return (
      <Link className={buttonClasses({ appearance: 'primary' })} to={signInPath(location.pathname, 'required')}>
        {intl.formatMessage(socialMessages.signInToFollow)}
      </Link>
    );
  }
  const state = data.followState;
  if (!state || state === '%future added value') return null;
  const input = { input: { userId: data.id } };
  const onClick = () => {
    if (state === 'FOLLOW') {
      void run(
        () =>
          follow(
            input,
            undefined,
            optimistic(data.id, data.isPrivate ? 'REQUESTED' : 'FOLLOWING', data.isPrivate ? 0 : 1),
          ),
        (answer) => answer.followUser,
      );
    } else if (state === 'ACCEPT_FOLLOW_REQUEST') {
      void run(
        () => accept({ input: { requesterId: data.id }, connections: [] }),
        (answer) => answer.acceptFollowRequest,
        socialMessages.requestAccepted,
      );
    } else {
      const delta = state === 'REQUESTED' ? 0 : -1;
      void run(
        () => unfollow(input, undefined, optimistic(data.id, 'FOLLOW', delta)),
        (answer) => answer.unfollowUser,
      );
    }
  };
  return (
    <Button
      appearance={state === 'FOLLOW' || state === 'ACCEPT_FOLLOW_REQUEST' ? 'primary' : 'secondary'}
      disabled={following || unfollowing || accepting}
      onClick={onClick}
    >
      {intl.formatMessage(labels[state])}
    </Button>
  );
}

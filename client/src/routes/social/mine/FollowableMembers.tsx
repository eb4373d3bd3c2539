import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { MemberRow } from '../MemberRow.tsx';
import { ShowMoreButton } from '../ShowMoreButton.tsx';
import { FollowButton } from '../member/FollowButton.tsx';
import { useSocialOutcome } from '../useSocialOutcome.tsx';
import type { MemberRow_user$key } from '../__generated__/MemberRow_user.graphql';
import type { FollowButton_user$key } from '../member/__generated__/FollowButton_user.graphql';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
});

type Member = MemberRow_user$key & FollowButton_user$key;

/** A page of members, each with their follow button, and "Show more" while there are more (followings, friends). */
export function FollowableMembers({
  members,
  empty,
  hasNext,
  isLoadingNext,
  onMore,
}: {
  /** each member with its key (their id) */
  members: readonly { key: string; user: Member }[];
  empty: MessageDescriptor;
  hasNext: boolean;
  isLoadingNext: boolean;
  onMore: () => void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const [run, status] = useSocialOutcome();
  return (
    <>
      {status}
      {members.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(empty)}</p>
      ) : (
        <ul className={styles.list}>
          {members.map(({ key, user }) => (
            <MemberRow key={key} user={user}>
              <FollowButton user={user} signedIn run={run} />
            </MemberRow>
          ))}
        </ul>
      )}
      <ShowMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} onMore={onMore} />
    </>
  );
}

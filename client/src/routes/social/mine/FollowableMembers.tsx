import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { MemberRow } from '../MemberRow.tsx';
import { FollowButton } from '../member/FollowButton.tsx';
import { socialMessages } from '../socialMessages.ts';
import { useSocialOutcome } from '../useSocialOutcome.tsx';
import type { MemberRow_user$key } from '../__generated__/MemberRow_user.graphql';
import type { FollowButton_user$key } from '../member/__generated__/FollowButton_user.graphql';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  empty: { margin: 0, color: tokens.colorNeutralForeground2 },
  more: { justifySelf: 'start' },
});

type Node = MemberRow_user$key & FollowButton_user$key & { readonly id: string };

/** A page of members, each with their follow button, and "Show more" while there are more (followings, friends). */
export function FollowableMembers({
  edges,
  empty,
  hasNext,
  isLoadingNext,
  onMore,
}: {
  edges: readonly { readonly node: Node }[];
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
      {edges.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(empty)}</p>
      ) : (
        <ul className={styles.list}>
          {edges.map(({ node }) => (
            <MemberRow key={node.id} user={node}>
              <FollowButton user={node} signedIn run={run} />
            </MemberRow>
          ))}
        </ul>
      )}
      {hasNext ? (
        <Button className={styles.more} disabled={isLoadingNext} onClick={onMore}>
          {intl.formatMessage(socialMessages.showMore)}
        </Button>
      ) : null}
    </>
  );
}

import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { socialMessages } from '../socialMessages.ts';
import { FollowableMembers } from './FollowableMembers.tsx';
import type { MyFollowings_user$key } from './__generated__/MyFollowings_user.graphql';
import type { MyFollowingsPaginationQuery } from './__generated__/MyFollowingsPaginationQuery.graphql';

/** The members the signed-in member follows, a page at a time, each with the button to unfollow. */
export function MyFollowings({ user }: { user: MyFollowings_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    MyFollowingsPaginationQuery,
    MyFollowings_user$key
  >(
    graphql`
      fragment MyFollowings_user on User
      @refetchable(queryName: "MyFollowingsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        followings(first: $count, after: $cursor) @connection(key: "MyFollowings_followings") {
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
    user,
  );
  return (
    <FollowableMembers
      members={(data.followings?.edges ?? []).map(({ node }) => ({ key: node.id, user: node }))}
      empty={socialMessages.noFollowings}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onMore={() => loadNext(10)}
    />
  );
}

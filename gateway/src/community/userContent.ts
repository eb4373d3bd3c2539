// User.tips and User.photos: the viewer's own through /me/, another member's through /users/{id}/; null when the viewer
// may not see the profile's content (a private profile they do not follow, a block).
import type { UserPhotosArgs, UserTipsArgs } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { reviewableKindOfEnum } from '../happenings/kinds.ts';
import type { Member } from '../members/account.ts';
import { connectionFromSlice, pageConnection } from '../relay/connection.ts';
import { pagingWindow } from '../relay/paging.ts';
import { routes, type Route } from '../upstream/routes.ts';
import { pageItems, type Paged } from '../upstream/types.ts';
import { reviewableKinds, type RestPhoto, type RestTip } from './types.ts';
import { viewerId } from './viewer.ts';
import { canSeeContent } from '../social/members.ts';

// User.tips and User.photos take the same arguments.
type UserContentArgs = UserTipsArgs & UserPhotosArgs;

/** The upstream's largest page of a member's list. */
const WHOLE_LIST = 999;

const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

function userList<T extends { created_at: string; id: number }>(
  mine: (query: Record<string, string | number | undefined>) => Route,
  theirs: typeof routes.userTips,
) {
  return async (member: Member, args: UserContentArgs, context: GatewayContext) => {
    // What the viewer may not see is null, without an error: the profile itself still shows (social).
    if (!canSeeContent(member)) return null;
    const window = pagingWindow(args, 20);
    const kind = args.kind ? reviewableKindOfEnum(args.kind) : undefined;
    if (member.id === (await viewerId(context))) {
      return pageConnection<T>(
        async ({ page, pageSize }) =>
          pageItems(
            await context.upstream.get<Paged<T>>(mine({ page, page_size: pageSize, entity_type: kind }), 'member'),
          ),
        window,
      );
    }
    if (kind) {
      return pageConnection<T>(
        async ({ page, pageSize }) =>
          pageItems(await context.upstream.get<Paged<T>>(theirs(member.id, kind, { page, page_size: pageSize }))),
        window,
      );
    }
    // Another member's lists come per kind: all of them, merged newest first (members write tens, not thousands).
    const lists = await Promise.all(
      reviewableKinds.map((one) => context.upstream.get<Paged<T>>(theirs(member.id, one, { page_size: WHOLE_LIST }))),
    );
    const all = lists.flatMap((list) => list.results).sort(newestFirst);
    return connectionFromSlice(
      all.slice(window.start, window.start + window.first),
      window.start,
      lists.reduce((sum, list) => sum + list.count, 0),
    );
  };
}

export const userContentResolvers = {
  User: {
    tips: userList<RestTip>(routes.myTips, routes.userTips),
    photos: userList<RestPhoto>(routes.myPhotos, routes.userPhotos),
  },
};

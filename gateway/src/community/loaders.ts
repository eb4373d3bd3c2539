// Per-request loaders of the community: the viewer's ratings and attendance, and other members' public profiles, each
// one batched call per kind however many items a screen lists, and the first page of items' tips and photos.
import type DataLoader from 'dataloader';
import { perKind } from '../happenings/kinds.ts';
import { byIdsLoader, entityLoader, type BatchSchedule } from '../loaders/byIds.ts';
import { routes } from '../upstream/routes.ts';
import type { UpstreamSession } from '../upstream/session.ts';
import type { Kind, Results } from '../upstream/types.ts';
import { firstPagesLoader, type FirstPage, type FirstPageKey } from './firstPages.ts';
import type { RestAttendanceStatus, RestPhoto, RestPublicUser, RestTip, ReviewableKind } from './types.ts';

interface ViewerValue<T> {
  id: number;
  value: T;
}

export interface CommunityLoaders {
  /** The viewer's own rating of items of a kind (members only: the caller checks for a bearer). */
  viewerRatings: Record<ReviewableKind, DataLoader<number, ViewerValue<number | null> | null>>;
  /** The viewer's attendance of events or experiences (members only). */
  viewerAttendance: Record<Kind, DataLoader<number, ViewerValue<RestAttendanceStatus | null> | null>>;
  /** Members' public profiles by id. */
  users: DataLoader<number, RestPublicUser | null>;
  /** The first page of items' tips and photos. */
  tipsFirstPages: DataLoader<FirstPageKey, FirstPage<RestTip>, string>;
  photosFirstPages: DataLoader<FirstPageKey, FirstPage<RestPhoto>, string>;
}

export function createCommunityLoaders(upstream: UpstreamSession, schedule: BatchSchedule): CommunityLoaders {
  const ratings = (kind: ReviewableKind) =>
    byIdsLoader<ViewerValue<number | null>>(
      async (ids) => {
        const answer = await upstream.get<Results<{ entity_id: number; value: number | null }>>(
          routes.myRatings({ entity_type: kind, ids }),
          'member',
        );
        return answer.results.map((rating) => ({ id: rating.entity_id, value: rating.value }));
      },
      { schedule },
    );
  const attendance = (kind: Kind) =>
    byIdsLoader<ViewerValue<RestAttendanceStatus | null>>(
      async (ids) => {
        const answer = await upstream.get<Results<{ entity_id: number; status: RestAttendanceStatus | null }>>(
          routes.myAttendance({ entity_type: kind, ids }),
          'member',
        );
        return answer.results.map((entry) => ({ id: entry.entity_id, value: entry.status }));
      },
      { schedule },
    );
  return {
    viewerRatings: { event: ratings('event'), experience: ratings('experience'), place: ratings('place') },
    viewerAttendance: perKind(attendance),
    users: entityLoader(
      upstream,
      'user',
      async (ids) => (await upstream.get<Results<RestPublicUser>>(routes.users({ ids }))).results,
      { schedule },
    ),
    tipsFirstPages: firstPagesLoader<RestTip>(upstream, 'tips', schedule),
    photosFirstPages: firstPagesLoader<RestPhoto>(upstream, 'photos', schedule),
  };
}

// Check-ins: the viewer's list (GET /me/checkins/), the checkIn mutation, and CheckIn nodes.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { nodeFields } from '../graphql/fields.ts';
import { requireSignedIn } from '../members/account.ts';
import { withUserErrors } from '../graphql/userErrors.ts';
import { pageConnection } from '../relay/connection.ts';
import { InputIds } from '../relay/inputIds.ts';
import { offsetToCursor, pagingWindow } from '../relay/paging.ts';
import { findInPages } from '../upstream/findInPages.ts';
import { routes } from '../upstream/routes.ts';
import { pageItems, type Paged, type RestCheckIn } from '../upstream/types.ts';

async function checkInsPage(context: GatewayContext, page: number, pageSize: number): Promise<Paged<RestCheckIn>> {
  return context.upstream.get<Paged<RestCheckIn>>(routes.myCheckIns({ page, page_size: pageSize }), 'member');
}

const LOOKUP_PAGE_SIZE = 100;
const LOOKUP_MAX_PAGES = 10;

/**
 * A check-in of the signed-in viewer by id (node), or null: there is no route for one check-in, so the viewer's own
 * list is read (newest first, where a client usually finds the one it asks about) until it turns up.
 */
export async function viewerCheckIn(context: GatewayContext, id: number): Promise<RestCheckIn | null> {
  if (!context.upstream.bearer) return null;
  return findInPages(
    (page) => checkInsPage(context, page, LOOKUP_PAGE_SIZE),
    (checkIn) => checkIn.id === id,
    LOOKUP_MAX_PAGES,
  );
}

export const checkInResolvers = {
  Viewer: {
    checkIns: (_, args, context) => {
      const window = pagingWindow(args, 20);
      if (!context.upstream.bearer) return null;
      return pageConnection<RestCheckIn>(
        async ({ page, pageSize }) => pageItems(await checkInsPage(context, page, pageSize)),
        window,
      );
    },
  },
  CheckIn: {
    ...nodeFields('CheckIn'),
    place: (checkIn: RestCheckIn) => checkIn.place,
    createdAt: (checkIn: RestCheckIn) => checkIn.created_at,
  },
  Mutation: {
    checkIn: async (_, { input }, context) => {
      requireSignedIn(context);
      const ids = new InputIds();
      const placeId = ids.decode('placeId', input.placeId, 'Place');
      if (placeId === undefined) return { checkInEdge: null, place: null, userErrors: ids.errors };
      const { value, userErrors } = await withUserErrors(() =>
        context.upstream.write<RestCheckIn>('POST', routes.checkIn(placeId), { auth: 'member' }),
      );
      if (!value) return { checkInEdge: null, place: null, userErrors };
      // The new check-in is the newest: first in the viewer's list.
      return { checkInEdge: { cursor: offsetToCursor(0), node: value }, place: value.place, userErrors };
    },
  },
} satisfies Resolvers;

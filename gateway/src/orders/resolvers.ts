// Ticket orders: the signed-in viewer's orders, newest first (upstream pages start at 1), and one order.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { nodeFields } from '../graphql/fields.ts';
import { pageConnection } from '../relay/connection.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { pagingWindow } from '../relay/paging.ts';
import { nullIfNotFound } from '../upstream/errors.ts';
import { routes } from '../upstream/routes.ts';
import { pageItems, type Paged, type RestOrder } from '../upstream/types.ts';

/** One of the viewer's orders, or null (visitors, someone else's order, an unknown id). */
export const viewerOrder = (id: number, context: GatewayContext): Promise<RestOrder | null> =>
  context.upstream.bearer
    ? nullIfNotFound(context.upstream.get<RestOrder>(routes.myOrder(id), 'member'))
    : Promise.resolve(null);

export const orderResolvers = {
  Viewer: {
    orders: (_, args, context) => {
      if (!context.upstream.bearer) return null;
      return pageConnection<RestOrder>(
        async ({ page, pageSize }) =>
          pageItems(
            await context.upstream.get<Paged<RestOrder>>(routes.myOrders({ page, page_size: pageSize }), 'member'),
          ),
        pagingWindow(args, 10),
      );
    },
    order: (_, { id }, context) => viewerOrder(expectGlobalId(id, 'Order').id, context),
  },
  Order: {
    ...nodeFields('Order'),
    item: (order, _, context) => context.loaders.happenings[order.entity_type].load(order.entity_id),
    total: (order) => ({ isFree: order.total === 0, amount: order.total, currency: order.currency }),
    status: (order) => order.status.toUpperCase() as 'PENDING' | 'PAID' | 'CANCELLED' | 'REFUNDED',
    createdAt: (order) => order.created_at,
  },
} satisfies Resolvers;

// savePushSubscription: the browser's web push subscription, stored upstream for the member or the guest.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import { withUserErrors } from '../graphql/userErrors.ts';
import { routes } from '../upstream/routes.ts';

export const pushResolvers = {
  Mutation: {
    savePushSubscription: async (_, { input }, context) => {
      const body = {
        endpoint: input.endpoint,
        keys: { p256dh: input.p256dh, auth: input.auth },
        ...(input.guestId ? { guest_id: input.guestId } : {}),
      };
      const { value, userErrors } = await withUserErrors(
        () => context.upstream.write('POST', routes.pushSubscriptions(), { body: { json: body } }),
        undefined,
        { guest_id: 'guestId' },
      );
      return { ok: value !== null, userErrors };
    },
  },
} satisfies Resolvers;

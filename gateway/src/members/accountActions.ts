// Account actions that answer ok or userErrors: password reset, email verification, account deletion.
import type { MutationResolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { routes, type Route } from '../upstream/routes.ts';
import type { UpstreamAuth } from '../upstream/session.ts';
import { requireSignedIn } from './account.ts';
import { withUserErrors } from '../graphql/userErrors.ts';

async function action(context: GatewayContext, route: Route, auth: UpstreamAuth, json?: Record<string, string>) {
  const { userErrors } = await withUserErrors(() =>
    context.upstream.write('POST', route, { body: json && { json }, auth }),
  );
  return { ok: userErrors.length === 0, userErrors };
}

export const accountMutations = {
  requestPasswordReset: (_, { input }, context) =>
    action(context, routes.forgotPassword(), 'basic', { email: input.email }),

  resetPassword: (_, { input }, context) =>
    action(context, routes.resetPassword(), 'basic', { token: input.token, password: input.password }),

  verifyEmail: (_, { input }, context) => action(context, routes.verifyEmail(), 'basic', { token: input.token }),

  requestAccountDeletion: (_, __, context) => {
    requireSignedIn(context);
    return action(context, routes.requestAccountDeletion(), 'member');
  },

  confirmAccountDeletion: (_, { input }, context) =>
    action(context, routes.confirmAccountDeletion(), 'basic', { token: input.token }),
} satisfies MutationResolvers;

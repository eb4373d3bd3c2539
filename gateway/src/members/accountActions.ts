// Account actions that answer ok or userErrors: password reset, email verification, account deletion.
import type { GatewayContext } from '../graphql/context.ts';
import { routes, type Route } from '../upstream/routes.ts';
import type { UpstreamAuth } from '../upstream/session.ts';
import { requireSignedIn } from './account.ts';
import { withUserErrors } from './userErrors.ts';

async function action(context: GatewayContext, route: Route, auth: UpstreamAuth, json?: Record<string, string>) {
  const { userErrors } = await withUserErrors(() => context.upstream.write('POST', route, { body: json && { json }, auth }));
  return { ok: userErrors.length === 0, userErrors };
}

type Args<Input> = { input: Input };

export const accountMutations = {
  requestPasswordReset: (_: unknown, { input }: Args<{ email: string }>, context: GatewayContext) =>
    action(context, routes.forgotPassword(), 'basic', { email: input.email }),

  resetPassword: (_: unknown, { input }: Args<{ token: string; password: string }>, context: GatewayContext) =>
    action(context, routes.resetPassword(), 'basic', { token: input.token, password: input.password }),

  verifyEmail: (_: unknown, { input }: Args<{ token: string }>, context: GatewayContext) =>
    action(context, routes.verifyEmail(), 'basic', { token: input.token }),

  requestAccountDeletion: (_: unknown, __: unknown, context: GatewayContext) => {
    requireSignedIn(context);
    return action(context, routes.requestAccountDeletion(), 'member');
  },

  confirmAccountDeletion: (_: unknown, { input }: Args<{ token: string }>, context: GatewayContext) =>
    action(context, routes.confirmAccountDeletion(), 'basic', { token: input.token }),
};

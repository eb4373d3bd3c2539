// Facebook connect: connecting and disconnecting the signed-in member's Facebook account, and their Facebook friends
// who are members (the REST API asks Facebook's Graph API and leaves out members across a block).
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { withUserErrors } from '../graphql/userErrors.ts';
import { memberOf, requireSignedIn, viewerMember } from '../members/account.ts';
import type { ViewerParent } from '../members/sessions.ts';
import type { ForwardArgs } from '../relay/paging.ts';
import { routes } from '../upstream/routes.ts';
import type { RestSocialProviders } from '../upstream/types.ts';
import { memberConnection } from './members.ts';

async function facebookWrite(context: GatewayContext, method: 'POST' | 'DELETE', json?: object) {
  requireSignedIn(context);
  const { userErrors } = await withUserErrors(() =>
    context.upstream.write(method, routes.facebookConnection(), {
      ...(json ? { body: { json } } : {}),
      auth: 'member',
    }),
  );
  if (userErrors.length) return { me: null, userErrors };
  context.renew();
  return { me: await memberOf(context, 'member'), userErrors: [] };
}

export const facebookMutations = {
  connectFacebook: (_, { input }, context) => facebookWrite(context, 'POST', { access_token: input.accessToken }),
  disconnectFacebook: (_, __, context) => facebookWrite(context, 'DELETE'),
} satisfies MutationResolvers;

/** Viewer.facebookFriends: null unless a Facebook app is configured and the member connected their account. */
export async function facebookFriends(_: ViewerParent, args: ForwardArgs, context: GatewayContext) {
  const me = await viewerMember(context);
  if (!me || !('is_facebook_user' in me) || !me.is_facebook_user) return null;
  const providers = await context.upstream.get<RestSocialProviders>(routes.socialProviders(), 'client');
  if (!providers.facebook) return null;
  try {
    return await memberConnection(context, args, (query) => routes.myMemberList('facebook-friends', query), 'member');
  } catch (error) {
    // Facebook unreachable or refusing the kept token: the profile still loads, the list says it could not.
    if (error instanceof GraphQLError && error.extensions.status === 502) return null;
    throw error;
  }
}

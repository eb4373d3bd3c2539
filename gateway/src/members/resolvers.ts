// Members: the User type, Viewer.me and Viewer.socialSignIn, and every mutation of the Members part of the schema.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { routes } from '../upstream/routes.ts';
import type { RestSocialProviders } from '../upstream/types.ts';
import { memberOf, viewerMember } from './account.ts';
import { accountMutations } from './accountActions.ts';
import { profileMutations } from './profile.ts';
import { sessionMutations, tokenResolvers, type ViewerParent } from './sessions.ts';
import { userResolvers } from './userFields.ts';

export const memberResolvers = {
  Viewer: {
    me: (viewer: ViewerParent, _: unknown, context: GatewayContext) =>
      viewer.auth ? memberOf(context, viewer.auth) : viewerMember(context),
    socialSignIn: (_: unknown, __: unknown, context: GatewayContext) =>
      context.upstream.get<RestSocialProviders>(routes.socialProviders(), 'client'),
  },
  SocialSignInProviders: {
    facebook: (providers: RestSocialProviders) => providers.facebook === true,
    apple: (providers: RestSocialProviders) => providers.apple === true,
    facebookAppId: (providers: RestSocialProviders) => providers.facebook_app_id ?? null,
    facebookLoginUrl: (providers: RestSocialProviders) => providers.facebook_login_url ?? null,
    appleClientId: (providers: RestSocialProviders) => providers.apple_client_id ?? null,
    appleLoginUrl: (providers: RestSocialProviders) => providers.apple_login_url ?? null,
  },
  ...userResolvers,
  ...tokenResolvers,
  Mutation: { ...sessionMutations, ...accountMutations, ...profileMutations },
} satisfies Resolvers;

// Opening and closing sessions: sign up, sign in (password grant), refresh, sign out (revoke), Facebook and Apple.
import type { AuthTokenResolvers, MutationResolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { message } from '../messages/catalog.ts';
import { routes } from '../upstream/routes.ts';
import type { UpstreamAuth } from '../upstream/session.ts';
import type { RestToken } from '../upstream/types.ts';
import { bearerOf, requireSignedIn } from './account.ts';
import { REFUSALS, refusalOf, withUserErrors, type UserError } from '../graphql/userErrors.ts';

/** The Viewer of a payload; `auth` makes Viewer.me the member of a session just opened, not the request's. */
export interface ViewerParent {
  auth?: UpstreamAuth;
}

interface SessionPayload {
  token: RestToken | null;
  viewer: ViewerParent;
  userErrors: UserError[];
}

function opened(context: GatewayContext, token: RestToken): SessionPayload {
  context.upstream.supersedeBearer();
  return { token, viewer: { auth: bearerOf(token.access_token) }, userErrors: [] };
}
const refused = (userErrors: UserError[]): SessionPayload => ({ token: null, viewer: {}, userErrors });

function tokenGrant(context: GatewayContext, grant: Record<string, string>): Promise<RestToken> {
  const form = { ...grant, client_id: context.oauthClient.id, client_secret: context.oauthClient.secret };
  // Not the request's identity: a refresh typically comes with the expired access token still attached.
  return context.upstream.write<RestToken>('POST', routes.token(), { body: { form }, auth: 'client' });
}

async function passwordSession(context: GatewayContext, email: string, password: string): Promise<SessionPayload> {
  try {
    return opened(context, await tokenGrant(context, { grant_type: 'password', username: email, password }));
  } catch (error) {
    // Whatever the upstream says, the member reads this one message (docs/messages.md#sign-in-and-session).
    if (refusalOf(error)) return refused([{ field: null, message: message('invalid_credentials', context.locale) }]);
    throw error;
  }
}

async function session(
  context: GatewayContext,
  write: () => Promise<RestToken>,
  refusals = REFUSALS,
): Promise<SessionPayload> {
  const { value, userErrors } = await withUserErrors(write, refusals);
  return value ? opened(context, value) : refused(userErrors);
}

/** A provider token the upstream could not verify (401) is the member's sign-in failure, not the request's. */
const SOCIAL_REFUSALS = [...REFUSALS, 401];

const socialSession = (
  context: GatewayContext,
  provider: 'facebook' | 'apple',
  json: Record<string, string | undefined>,
) =>
  session(
    context,
    () =>
      context.upstream.write<RestToken>('POST', routes.socialSignIn(provider), {
        body: { json },
        auth: 'client',
        // Spec section 7: social logins use the web app's Source.
        source: 'web-app',
      }),
    SOCIAL_REFUSALS,
  );

export const sessionMutations = {
  signUp: async (_, { input }, context) => {
    const json = {
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      password: input.password,
      ...(input.phoneNumber ? { phone_number: input.phoneNumber } : {}),
    };
    const { userErrors } = await withUserErrors(() =>
      context.upstream.write('POST', routes.register(), { body: { json }, auth: 'client' }),
    );
    return userErrors.length ? refused(userErrors) : passwordSession(context, input.email, input.password);
  },

  signIn: (_, { input }, context) => passwordSession(context, input.email, input.password),

  refreshSession: (_, { input }, context) =>
    session(context, () => tokenGrant(context, { grant_type: 'refresh_token', refresh_token: input.refreshToken })),

  signOut: async (_, __, context) => {
    const bearer = requireSignedIn(context);
    const token = bearer.replace(/^Bearer\s+/i, '');
    await context.upstream.write('POST', routes.revokeToken(), { body: { form: { token } }, auth: 'member' });
    return { signedOut: true };
  },

  signInWithFacebook: (_, { input }, context) =>
    socialSession(context, 'facebook', { access_token: input.accessToken }),

  signInWithApple: (_, { input }, context) =>
    socialSession(context, 'apple', {
      access_token: input.accessToken,
      id_token: input.idToken,
      first_name: input.firstName ?? undefined,
      last_name: input.lastName ?? undefined,
      email: input.email ?? undefined,
    }),
} satisfies MutationResolvers;

export const tokenResolvers = {
  AuthToken: {
    accessToken: (token: RestToken) => token.access_token,
    tokenType: (token: RestToken) => token.token_type,
    expiresIn: (token: RestToken) => token.expires_in,
    refreshToken: (token: RestToken) => token.refresh_token,
    scope: (token: RestToken) => token.scope,
    createdAt: (token: RestToken) => token.created_at,
  } satisfies AuthTokenResolvers,
};

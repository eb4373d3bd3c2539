// The signed-in member of a request: their profile (GET /me/) and stats (GET /me/stats/), each fetched at most once.
import type { GatewayContext } from '../graphql/context.ts';
import { message } from '../messages/catalog.ts';
import { gatewayError } from '../upstream/errors.ts';
import { routes } from '../upstream/routes.ts';
import type { UpstreamAuth } from '../upstream/session.ts';
import type { RestProfile, RestUser, RestUserStats } from '../upstream/types.ts';

/** A User's parent object: the REST profile plus a lazy read of the stats, with the credentials that can read them. */
export type Member = RestProfile & {
  stats(): Promise<RestUserStats>;
};

/** A bearer authorization for an access token just issued (a session opened by a mutation). */
export const bearerOf = (accessToken: string): UpstreamAuth => ({ bearer: `Bearer ${accessToken}` });

/** The member whose credentials are `auth`; a bad or expired token fails with UNAUTHENTICATED. */
export async function memberOf(context: GatewayContext, auth: UpstreamAuth): Promise<Member> {
  const user = await context.upstream.get<RestUser>(routes.me(), auth);
  return { ...user, stats: () => context.upstream.get<RestUserStats>(routes.meStats(), auth) };
}

/** The request's member, or null for a visitor (no bearer token). */
export const viewerMember = (context: GatewayContext): Promise<Member | null> =>
  context.upstream.bearer ? memberOf(context, 'member') : Promise.resolve(null);

/** Fails with UNAUTHENTICATED unless the request carries a bearer token. */
export function requireSignedIn(context: GatewayContext): string {
  const bearer = context.upstream.bearer;
  if (!bearer) throw gatewayError('UNAUTHENTICATED', message('not_signed_in', context.locale));
  return bearer;
}

// Facebook and Apple sign-in: check what the app received against the provider before trusting it.
// Facebook: the access token must be valid for our app (Graph API debug_token), then /me gives the profile.
// Apple: the id_token is a JWT signed (RS256) by one of Apple's published keys, issued for our client id, not expired.
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import type { Config } from '../../config.ts';

export interface SocialProfile {
  provider: 'facebook' | 'apple';
  /** the provider's user id */
  id: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

const TIMEOUT_MS = 5000;

async function getJson(url: string): Promise<unknown> {
  const get = () => fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  let response: Response;
  try {
    response = await get();
  } catch (error) {
    // A kept-alive connection the provider closed as it was reused fails at once: these GETs are safe to send again.
    // A timeout is not retried (the sign-in would wait twice as long).
    if (error instanceof DOMException && error.name === 'TimeoutError') throw error;
    response = await get();
  }
  if (!response.ok) return null;
  return response.json();
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export async function verifyFacebook(
  settings: NonNullable<Config['facebook']>,
  accessToken: string,
): Promise<SocialProfile | null> {
  const debug = new URL(`${settings.graphUrl}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${settings.appId}|${settings.appSecret}`);
  const data = record(record(await getJson(debug.toString())).data);
  if (data.is_valid !== true || String(data.app_id) !== settings.appId || !text(data.user_id)) return null;
  const me = new URL(`${settings.graphUrl}/me`);
  me.searchParams.set('fields', 'id,email,first_name,last_name');
  me.searchParams.set('access_token', accessToken);
  const profile = record(await getJson(me.toString()));
  if (String(profile.id) !== data.user_id) return null;
  const email = text(profile.email);
  return {
    provider: 'facebook',
    id: String(profile.id),
    email,
    emailVerified: email !== null,
    firstName: text(profile.first_name),
    lastName: text(profile.last_name),
  };
}

/** Pages of friends followed at most (5000 friends: Facebook's own friend limit). */
const FRIEND_PAGES = 10;

/**
 * The Facebook ids of the member's friends who use this app (the Graph API lists only those), or null when the Graph
 * API refuses the token or cannot be reached.
 */
export async function facebookFriendIds(
  settings: NonNullable<Config['facebook']>,
  accessToken: string,
): Promise<string[] | null> {
  const first = new URL(`${settings.graphUrl}/me/friends`);
  first.searchParams.set('fields', 'id');
  first.searchParams.set('limit', '500');
  first.searchParams.set('access_token', accessToken);
  const ids: string[] = [];
  let next: string | null = first.toString();
  for (let page = 0; next && page < FRIEND_PAGES; page += 1) {
    const answer = record(await getJson(next));
    if (!Array.isArray(answer.data)) return null;
    ids.push(...answer.data.map((friend) => String(record(friend).id)));
    const following = text(record(answer.paging).next);
    // Only the configured Graph API gets the token.
    next = following?.startsWith(settings.graphUrl) ? following : null;
  }
  return ids;
}

const APPLE_ISSUER = 'https://appleid.apple.com';

function decodePart(part: string): Record<string, unknown> {
  try {
    return record(JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
  } catch {
    return {};
  }
}

export async function verifyApple(
  settings: NonNullable<Config['apple']>,
  idToken: string,
  now: Date,
): Promise<SocialProfile | null> {
  const parts = idToken.split('.');
  if (parts.length !== 3) return null;
  const [header, claims] = [decodePart(parts[0]), decodePart(parts[1])];
  if (header.alg !== 'RS256' || !text(header.kid)) return null;
  const keys = record(await getJson(settings.keysUrl)).keys;
  const jwk = Array.isArray(keys) ? keys.map(record).find((key) => key.kid === header.kid) : undefined;
  if (!jwk) return null;
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }),
    Buffer.from(parts[2], 'base64url'),
  );
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!signed || claims.iss !== APPLE_ISSUER || !audience.includes(settings.clientId)) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime() || !text(claims.sub)) return null;
  const email = text(claims.email);
  return {
    provider: 'apple',
    id: String(claims.sub),
    email,
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    firstName: null,
    lastName: null,
  };
}

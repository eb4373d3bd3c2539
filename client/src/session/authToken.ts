/** The OAuth2 token (docs/members.md#tokens) as the gateway's AuthToken gives it; created_at, expires_in in seconds. */
export interface AuthToken {
  accessToken: string;
  tokenType: string;
  expiresIn: number;
  refreshToken: string;
  scope: string;
  createdAt: number;
}

/** Refresh this many seconds before the access token expires (or at half its life for very short-lived tokens). */
export const REFRESH_MARGIN_SECONDS = 60;

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

export function expiresAt(token: AuthToken): number {
  return token.createdAt + token.expiresIn;
}

/** Authenticated while present and created_at + expires_in is still in the future (docs/members.md#tokens). */
export function isAuthenticated(token: AuthToken | null, now: number = nowInSeconds()): token is AuthToken {
  return token != null && expiresAt(token) > now;
}

function refreshMargin(token: AuthToken): number {
  return Math.min(REFRESH_MARGIN_SECONDS, Math.floor(token.expiresIn / 2));
}

/** Whether the token should be refreshed before it is used: within the margin of its expiry, or past it. */
export function needsRefresh(token: AuthToken, now: number = nowInSeconds()): boolean {
  return expiresAt(token) - refreshMargin(token) <= now;
}

/** Milliseconds from now until the refresh is due (0 when it already is). */
export function refreshDelayMs(token: AuthToken, now: number = nowInSeconds()): number {
  return Math.max(0, (expiresAt(token) - refreshMargin(token) - now) * 1000);
}

export function authorizationHeader(token: AuthToken): string {
  return `${token.tokenType || 'Bearer'} ${token.accessToken}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored token, or null when it is missing or malformed. */
export function parseToken(value: unknown): AuthToken | null {
  if (!isRecord(value)) return null;
  const { accessToken, tokenType, expiresIn, refreshToken, scope, createdAt } = value;
  if (typeof accessToken !== 'string' || accessToken === '' || typeof refreshToken !== 'string') return null;
  if (
    typeof expiresIn !== 'number' ||
    !Number.isFinite(expiresIn) ||
    typeof createdAt !== 'number' ||
    !Number.isFinite(createdAt)
  )
    return null;
  return {
    accessToken,
    refreshToken,
    expiresIn,
    createdAt,
    tokenType: typeof tokenType === 'string' && tokenType !== '' ? tokenType : 'Bearer',
    scope: typeof scope === 'string' ? scope : '',
  };
}

// OAuth2 bearer tokens: an access token and its refresh token are one row, both stored hashed.
import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import * as t from '../../db/schema.ts';
import { hashSecret, newSecret } from '../secrets.ts';

export const SCOPE = 'read write';

export interface TokenLifetimes {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
  /** epoch seconds */
  created_at: number;
}

export async function issueToken(db: Db, userId: number, lifetimes: TokenLifetimes, now: Date): Promise<IssuedToken> {
  const access = newSecret();
  const refresh = newSecret();
  // Whole seconds, so that created_at + expires_in (what clients compute) is exactly the server's expiry.
  const created = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const after = (seconds: number) => new Date(created.getTime() + seconds * 1000);
  // Rows that can never work again (revoked, or past their refresh expiry) go, so the table stays the live sessions.
  await db
    .delete(t.oauthTokens)
    .where(
      and(
        eq(t.oauthTokens.userId, userId),
        or(isNotNull(t.oauthTokens.revokedAt), lte(t.oauthTokens.refreshExpiresAt, now)),
      ),
    );
  await db.insert(t.oauthTokens).values({
    userId,
    accessTokenHash: hashSecret(access),
    refreshTokenHash: hashSecret(refresh),
    scope: SCOPE,
    accessExpiresAt: after(lifetimes.accessTokenTtlSeconds),
    refreshExpiresAt: after(lifetimes.refreshTokenTtlSeconds),
    createdAt: created,
  });
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: lifetimes.accessTokenTtlSeconds,
    refresh_token: refresh,
    scope: SCOPE,
    created_at: created.getTime() / 1000,
  };
}

export type AccessCheck = { status: 'valid'; userId: number } | { status: 'expired' } | { status: 'invalid' };

/** An access token is valid when known, not revoked, not expired and its member is active. */
export async function checkAccessToken(db: Db, accessToken: string, now: Date): Promise<AccessCheck> {
  const [row] = await db
    .select({ userId: t.oauthTokens.userId, expiresAt: t.oauthTokens.accessExpiresAt, active: t.users.isActive })
    .from(t.oauthTokens)
    .innerJoin(t.users, eq(t.users.id, t.oauthTokens.userId))
    .where(and(eq(t.oauthTokens.accessTokenHash, hashSecret(accessToken)), isNull(t.oauthTokens.revokedAt)))
    .limit(1);
  if (!row || !row.active) return { status: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', userId: row.userId };
}

/** Spends a refresh token: its row is revoked and the member id returned, or null when unknown, revoked or expired. */
export async function spendRefreshToken(db: Db, refreshToken: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(t.oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(t.oauthTokens.refreshTokenHash, hashSecret(refreshToken)), isNull(t.oauthTokens.revokedAt)))
    .returning({ userId: t.oauthTokens.userId, expiresAt: t.oauthTokens.refreshExpiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row.userId;
}

/** Revokes the row holding this access or refresh token, if it belongs to the member. */
export async function revokeToken(db: Db, userId: number, token: string, now: Date): Promise<void> {
  const hash = hashSecret(token);
  await db
    .update(t.oauthTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(t.oauthTokens.userId, userId),
        isNull(t.oauthTokens.revokedAt),
        or(eq(t.oauthTokens.accessTokenHash, hash), eq(t.oauthTokens.refreshTokenHash, hash)),
      ),
    );
}

export async function revokeAllTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(t.oauthTokens)
    .set({ revokedAt: now })
    .where(and(eq(t.oauthTokens.userId, userId), isNull(t.oauthTokens.revokedAt)));
}

// Single-use, expiring tokens sent by email (verify email, reset password, delete account), stored hashed.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import * as t from '../../db/schema.ts';
import type { OneTimePurpose } from '../../db/schema.ts';
import { hashSecret, newSecret } from '../secrets.ts';

export const LIFETIME_SECONDS: Record<OneTimePurpose, number> = {
  verify_email: 3 * 24 * 3600,
  reset_password: 3600,
  delete_account: 24 * 3600,
};

/** Records a new token; earlier unused tokens of the same purpose stop working, so only the latest email counts. */
export async function createOneTimeToken(db: Db, userId: number, purpose: OneTimePurpose, now: Date): Promise<string> {
  await spendAll(db, userId, purpose, now);
  const token = newSecret();
  await db.insert(t.oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_SECONDS[purpose] * 1000),
  });
  return token;
}

/** Marks the token used and returns its member id; null when unknown, of another purpose, used or expired. */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(t.oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(t.oneTimeTokens.tokenHash, hashSecret(token)),
        eq(t.oneTimeTokens.purpose, purpose),
        isNull(t.oneTimeTokens.usedAt),
        gt(t.oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: t.oneTimeTokens.userId });
  return row?.userId ?? null;
}

export async function spendAll(db: Db, userId: number, purpose: OneTimePurpose, now: Date): Promise<void> {
  await db
    .update(t.oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(t.oneTimeTokens.userId, userId), eq(t.oneTimeTokens.purpose, purpose), isNull(t.oneTimeTokens.usedAt)),
    );
}

// Password guessing: failed sign-ins are counted per account (the email tried) and per address over a sliding window;
// at the limit, the token endpoint refuses password grants for that account or address until the oldest counted
// failure leaves the window, and says when (docs/operations.md#abuse). Kept in the database, so every instance counts
// the same failures. Two queries per sign-in attempt (one to check, one to record or clear), whatever the history.
import { eq, sql } from 'drizzle-orm';
import type { AbuseLimits } from '../config.ts';
import { queryRows, type Db } from '../db/connect.ts';
import { signInFailures } from '../db/schema.ts';

export interface SignInAttempt {
  account: string;
  ip: string;
}

/**
 * Seconds until `attempt` may try again, or 0 when it may now. For each scope at its limit, the wait ends when the
 * failure that makes the count reach the limit (the limit-th most recent) leaves the window.
 */
export async function signInWait(db: Db, attempt: SignInAttempt, limits: AbuseLimits, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - limits.signInWindowSeconds * 1000);
  const scopes = [
    { column: 'account', value: attempt.account, limit: limits.signInAccountFailures },
    { column: 'ip', value: attempt.ip, limit: limits.signInIpFailures },
  ].filter((scope) => scope.limit > 0);
  if (!scopes.length) return 0;
  const rows = await queryRows<{ scope: string; failures: number; pivot: Date | string | null }>(
    db,
    sql.join(
      scopes.map(
        (scope) => sql`(SELECT ${scope.column}::text AS scope, count(*)::int AS failures,
          (array_agg(failed_at ORDER BY failed_at DESC))[${scope.limit}::int] AS pivot
          FROM sign_in_failures WHERE ${sql.identifier(scope.column)} = ${scope.value} AND failed_at > ${windowStart})`,
      ),
      sql` UNION ALL `,
    ),
  );
  let waitMs = 0;
  for (const row of rows) {
    const scope = scopes.find((s) => s.column === row.scope)!;
    if (row.failures < scope.limit || row.pivot === null) continue;
    const freedAt = new Date(row.pivot).getTime() + limits.signInWindowSeconds * 1000;
    waitMs = Math.max(waitMs, freedAt - now.getTime());
  }
  return Math.max(0, Math.ceil(waitMs / 1000));
}

/** Counts a failed password sign-in; failures older than the window are dropped on the way (one query). */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt, limits: AbuseLimits, now: Date) {
  const expired = new Date(now.getTime() - limits.signInWindowSeconds * 1000);
  await db.execute(sql`WITH dropped AS (DELETE FROM sign_in_failures WHERE failed_at < ${expired})
    INSERT INTO sign_in_failures (account, ip, failed_at) VALUES (${attempt.account}, ${attempt.ip}, ${now})`);
}

/** A successful sign-in clears the account's failures (its address keeps its count). */
export async function clearSignInFailures(db: Db, account: string) {
  await db.delete(signInFailures).where(eq(signInFailures.account, account));
}

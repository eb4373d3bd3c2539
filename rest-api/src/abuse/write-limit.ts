// Members' writes rate-limited per member: POST, PATCH, PUT and DELETE calls of a signed-in member are counted per
// minute (one upsert per write, in the database so that every instance counts the same); past the limit the call is
// refused with 429, a Retry-After header and a coded body (docs/operations.md#abuse).
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { queryRows, type Db } from '../db/connect.ts';
import { message } from '../http/messages.ts';

const WRITES = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const MINUTE_MS = 60_000;

/** Windows older than this are deleted now and then (by the first write of a new window). */
const KEEP_MS = 10 * MINUTE_MS;

export function writeLimit(db: Db, config: Pick<Config, 'abuse' | 'now'>): preHandlerHookHandler {
  return async function limitWrites(request: FastifyRequest, reply: FastifyReply) {
    const limit = config.abuse.writesPerMinute;
    const userId = request.principal?.kind === 'member' ? request.principal.userId : null;
    if (limit === 0 || userId === null || !WRITES.has(request.method)) return;
    const now = config.now().getTime();
    const windowStart = new Date(now - (now % MINUTE_MS));
    const [row] = await queryRows<{ writes: number }>(
      db,
      sql`INSERT INTO write_windows (user_id, window_start, writes) VALUES (${userId}, ${windowStart}, 1)
        ON CONFLICT (user_id, window_start) DO UPDATE SET writes = write_windows.writes + 1 RETURNING writes`,
    );
    if (row.writes === 1)
      await db.execute(sql`DELETE FROM write_windows WHERE window_start < ${new Date(now - KEEP_MS)}`);
    if (row.writes <= limit) return;
    const seconds = Math.max(1, Math.ceil((windowStart.getTime() + MINUTE_MS - now) / 1000));
    const refusal = message('writes_throttled', { seconds });
    request.log.warn({ userId, writes: row.writes }, 'write rate limit reached');
    request.server.metrics.throttled.inc({ kind: 'writes' });
    return reply
      .code(429)
      .header('retry-after', String(seconds))
      .send({ detail: refusal.text, code: refusal.code, seconds });
  };
}

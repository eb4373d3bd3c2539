// Reports: a member flags a tip, photo, place, user or article once; reporting again answers the first report.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import type { ReportTarget } from '../db/schema.ts';

export const CONTENT_REPORT_REASONS = ['spam', 'offensive', 'misleading', 'other'] as const;
export const PLACE_REPORT_REASONS = ['closed_permanently', 'duplicate', 'not_real'] as const;

export interface ReportRow {
  id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  note: string | null;
  created_at: Date | string;
}

/** `created` is false when the member had already reported this target (the earlier report is answered). */
export async function fileReport(db: Db, userId: number, targetType: ReportTarget, targetId: number,
  body: { reason: string; note?: string | null }, now: Date): Promise<{ report: ReportRow; created: boolean }> {
  const columns = sql`id, target_type, target_id, reason, note, created_at`;
  const [inserted] = await queryRows<ReportRow>(db, sql`
    INSERT INTO reports (user_id, target_type, target_id, reason, note, created_at)
    VALUES (${userId}, ${targetType}, ${targetId}, ${body.reason}, ${body.note ?? null}, ${now.toISOString()})
    ON CONFLICT (user_id, target_type, target_id) DO NOTHING RETURNING ${columns}`);
  if (inserted) return { report: inserted, created: true };
  const [existing] = await queryRows<ReportRow>(db, sql`
    SELECT ${columns} FROM reports WHERE user_id = ${userId} AND target_type = ${targetType} AND target_id = ${targetId}`);
  return { report: existing, created: false };
}

export const serializeReport = (r: ReportRow) => ({
  id: r.id, target_type: r.target_type, target_id: r.target_id, reason: r.reason, note: r.note,
  created_at: new Date(r.created_at).toISOString(),
});

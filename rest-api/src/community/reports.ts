// Reports: a member flags a tip, photo, place, user or article once; reporting again answers the first report.
import { and, eq } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { ReportTarget } from '../db/schema.ts';

export const CONTENT_REPORT_REASONS = ['spam', 'offensive', 'misleading', 'other'] as const;
export const PLACE_REPORT_REASONS = ['closed_permanently', 'duplicate', 'not_real'] as const;

const r = t.reports;
const reportColumns = {
  id: r.id,
  target_type: r.targetType,
  target_id: r.targetId,
  reason: r.reason,
  note: r.note,
  created_at: r.createdAt,
};
export type ReportRow = SelectResultFields<typeof reportColumns>;

/** `created` is false when the member had already reported this target (the earlier report is answered). */
export async function fileReport(
  db: Db,
  userId: number,
  targetType: ReportTarget,
  targetId: number,
  body: { reason: string; note?: string | null },
  now: Date,
): Promise<{ report: ReportRow; created: boolean }> {
  const [inserted] = await db
    .insert(r)
    .values({ userId, targetType, targetId, reason: body.reason, note: body.note ?? null, createdAt: now })
    .onConflictDoNothing({ target: [r.userId, r.targetType, r.targetId] })
    .returning(reportColumns);
  if (inserted) return { report: inserted, created: true };
  const [existing] = await db
    .select(reportColumns)
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.targetType, targetType), eq(r.targetId, targetId)));
  return { report: existing, created: false };
}

export const serializeReport = (r: ReportRow) => ({
  id: r.id,
  target_type: r.target_type,
  target_id: r.target_id,
  reason: r.reason,
  note: r.note,
  created_at: r.created_at.toISOString(),
});

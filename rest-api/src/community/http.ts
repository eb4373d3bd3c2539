// Request-side helpers of the community routes: who is looking, page windows, report bodies, path parameters.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import { requireMember } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { NullableInput, StringEnum } from '../http/typebox.ts';
import { itemExists } from './kinds.ts';
import { CONTENT_REPORT_REASONS } from './reports.ts';

/** The signed-in member looking at a public list (their reports and votes shape it), or null for a visitor. */
export const viewerOf = (request: FastifyRequest): number | null =>
  request.principal?.kind === 'member' ? request.principal.userId : null;

export const windowOf = (q: { page: number; page_size: number }) => ({
  offset: (q.page - 1) * q.page_size,
  limit: q.page_size,
});

export async function requireItem(db: Db, entityType: EntityType, id: number): Promise<void> {
  if (!(await itemExists(db, entityType, id))) throw notFound();
}

export const reportBody = <const R extends readonly string[]>(reasons: R) =>
  Type.Object({
    reason: StringEnum(reasons),
    note: Type.Optional(NullableInput(Type.String({ maxLength: 1000 }))),
  });
export const contentReportBody = reportBody(CONTENT_REPORT_REASONS);
export type ReportBody = Static<typeof contentReportBody>;

/** Path parameters named `name` (tipId, photoId). */
export const postParams = <N extends string>(name: N) =>
  Type.Object({ [name]: Type.Integer() } as { [K in N]: ReturnType<typeof Type.Integer> });

/** Route option of the write routes: a member's bearer token, checked before the body (a visitor's bad body is a 401). */
export const membersOnly = { onRequest: requireMember };

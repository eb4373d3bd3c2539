// Request-side helpers of the community routes: who is looking, page parameters with per-route limits, report bodies.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import { requireMember } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { itemExists } from './kinds.ts';
import { CONTENT_REPORT_REASONS } from './reports.ts';

/** The signed-in member looking at a public list (their reports and votes shape it), or null for a visitor. */
export const viewerOf = (request: FastifyRequest): number | null =>
  request.principal?.kind === 'member' ? request.principal.userId : null;

/** page/page_size with the route's own default and maximum. */
export const pageParams = (defaultSize: number, maxSize: number) => ({
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: maxSize, default: defaultSize },
}) as const;

export interface PageParams {
  page: number;
  page_size: number;
}

export const windowOf = (q: PageParams) => ({ offset: (q.page - 1) * q.page_size, limit: q.page_size });

export async function requireItem(db: Db, entityType: EntityType, id: number): Promise<void> {
  if (!(await itemExists(db, entityType, id))) throw notFound();
}

export const reportBody = (reasons: readonly string[] = CONTENT_REPORT_REASONS) => ({
  type: 'object', required: ['reason'],
  properties: { reason: { type: 'string', enum: reasons }, note: { type: ['string', 'null'], maxLength: 1000 } },
}) as const;

export interface ReportBody {
  reason: string;
  note?: string | null;
}

export const itemParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } as const;
export const postParams = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'integer' } } }) as const;

/** Route option of the write routes: a member's bearer token, checked before the body (a visitor's bad body is a 401). */
export const membersOnly = { onRequest: requireMember };

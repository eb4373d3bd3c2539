// A tip or photo by its ContentRef, read as the viewer through its item's list (the REST API has no single-tip GET):
// node(id), vote payloads and live activity. Null when it is gone or the viewer reported it.
import type { GatewayContext } from '../graphql/context.ts';
import { findInPages } from '../upstream/findInPages.ts';
import { routes } from '../upstream/routes.ts';
import type { Paged } from '../upstream/types.ts';
import { asReviewable, type ContentRef } from './ids.ts';
import type { RestPhoto, RestTip } from './types.ts';

/** Page size of the scan: the REST maximum of tips (photos allow more; the same keeps one memo key per page). */
const SCAN_PAGE = 100;
/** New content is on the first page; older content is looked for this far at most. */
const MAX_PAGES = 20;

export async function findContent(context: GatewayContext, ref: ContentRef & { type: 'Tip' }): Promise<RestTip | null>;
export async function findContent(
  context: GatewayContext,
  ref: ContentRef & { type: 'Photo' },
): Promise<RestPhoto | null>;
export async function findContent(context: GatewayContext, ref: ContentRef): Promise<RestTip | RestPhoto | null>;
export async function findContent(
  context: GatewayContext,
  { type, id, subject }: ContentRef,
): Promise<RestTip | RestPhoto | null> {
  const route = (page: number) =>
    type === 'Tip'
      ? routes.tips(subject.kind, subject.id, { page, page_size: SCAN_PAGE })
      : routes.photos(asReviewable(subject.kind), subject.id, { page, page_size: SCAN_PAGE });
  return findInPages(
    (page) => context.upstream.get<Paged<RestTip | RestPhoto>>(route(page)),
    (content) => content.id === id,
    MAX_PAGES,
  );
}

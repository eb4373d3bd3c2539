// The latest pages' query answers, kept in the browser's Cache Storage so a page opened before shows offline (or while
// the gateway does not answer) from its saved copy. Loaded on demand: nothing of it is in the first route's JavaScript.
import type { GraphQLResponse, Variables } from 'relay-runtime';
import { isGraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { canonicalVariables } from '../relay/preloaded.ts';

import { GATEWAY_DOWN_STATUSES, MAX_SAVED_PAGES, SAVED_AT_HEADER } from './savedCopyMeta.ts';

const CACHE = 'dalil-answers';

export interface AnswerKey {
  locale: string;
  /** A member's answers are kept apart and forgotten when they sign out. */
  member: boolean;
  operation: string;
  variables: Variables;
}

export interface SavedAnswer {
  response: GraphQLResponse;
  savedAt: number;
}

const keyUrl = ({ locale, member, operation, variables }: AnswerKey) =>
  new URL(
    `/saved-answers/${member ? 'member' : 'visitor'}/${locale}/${encodeURIComponent(operation)}?v=${encodeURIComponent(canonicalVariables(variables))}`,
    location.origin,
  ).href;

const openCache = () => (typeof caches === 'undefined' ? null : caches.open(CACHE));

/** Saves the answer (replacing an older one), then forgets the oldest beyond the limit. Failures are ignored. */
export async function saveAnswer(key: AnswerKey, response: GraphQLResponse, now = Date.now()): Promise<void> {
  try {
    const cache = await openCache();
    if (!cache) return;
    await cache.put(
      keyUrl(key),
      new Response(JSON.stringify(response), {
        headers: { 'content-type': 'application/json', [SAVED_AT_HEADER]: String(now) },
      }),
    );
    // A put appends its entry (after deleting an older one for the same key): the first keys are the oldest.
    const keys = await cache.keys();
    await Promise.all(
      keys.slice(0, Math.max(0, keys.length - MAX_SAVED_PAGES)).map((request) => cache.delete(request)),
    );
  } catch {
    // storage full or blocked: the page simply has no saved copy
  }
}

/** The saved answer of the key, or null. */
export async function readAnswer(key: AnswerKey): Promise<SavedAnswer | null> {
  try {
    const cache = await openCache();
    const saved = await cache?.match(keyUrl(key));
    if (!saved) return null;
    return {
      response: (await saved.json()) as GraphQLResponse,
      savedAt: Number(saved.headers.get(SAVED_AT_HEADER)) || 0,
    };
  } catch {
    return null;
  }
}

/** Signing out leaves none of the member's answers behind. */
export async function forgetMemberAnswers(): Promise<void> {
  try {
    const cache = await openCache();
    if (!cache) return;
    const keys = await cache.keys();
    await Promise.all(
      keys
        .filter((request) => new URL(request.url).pathname.startsWith('/saved-answers/member/'))
        .map((request) => cache.delete(request)),
    );
  } catch {
    // nothing saved, or storage blocked
  }
}

/** Offline, or the gateway not answering (502/503/504, or its coded upstream failures): a saved copy may stand in. */
export function copyMayStandIn(error: unknown): boolean {
  if (!isGraphQLRequestError(error)) return false;
  if (error.status !== null && GATEWAY_DOWN_STATUSES.has(error.status)) return true;
  return error.code === 'NETWORK_ERROR' || error.code === 'UPSTREAM_UNAVAILABLE' || error.code === 'UPSTREAM_TIMEOUT';
}

/** The saved answer that stands in for a failed request, or null (another failure, or none saved). */
export const standIn = (key: AnswerKey, error: unknown): Promise<SavedAnswer | null> =>
  copyMayStandIn(error) ? readAnswer(key) : Promise.resolve(null);

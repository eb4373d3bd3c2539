import type { GraphQLResponse, Variables } from 'relay-runtime';
import { SAVED_COPY_META } from '../offline/savedCopyMeta.ts';

/**
 * The server puts the first screen's query answer in the page (docs/i18n.md#first-load):
 * `<script id="dalil-preload" type="application/json">{"operation", "variables", "response"}</script>`.
 */
export interface PreloadedAnswer {
  /** The operation's name. */
  operation: string;
  variables: Variables;
  response: GraphQLResponse;
}

export const PRELOAD_ELEMENT_ID = 'dalil-preload';

/** Variables as one string whatever the order of their keys, without undefined values (as JSON would drop them). */
export function canonicalVariables(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalVariables(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalVariables(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function isPreloadedAnswer(value: unknown): value is PreloadedAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { operation, variables, response } = value as Record<string, unknown>;
  return typeof operation === 'string' && typeof variables === 'object' && typeof response === 'object';
}

function readFromPage(): PreloadedAnswer | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PRELOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isPreloadedAnswer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** When the service worker saved the page, if it answered from its saved copy (client/sw/sw.ts), else null. */
const savedCopyTime = (): number | null =>
  Number(globalThis.document?.querySelector<HTMLMetaElement>(`meta[name=${SAVED_COPY_META}]`)?.content) || null;

/** Hands out the page's preloaded answer once, to the request it answers; every other request goes to the network. */
export function createPreloadedAnswers(initial: PreloadedAnswer | null = readFromPage(), savedAt = savedCopyTime()) {
  let pending = initial;
  return {
    /** When the page with this answer was saved, if it is a saved copy (offline), else null. */
    savedAt,
    take(operation: string, variables: Variables): GraphQLResponse | null {
      if (!pending || pending.operation !== operation) return null;
      if (canonicalVariables(pending.variables) !== canonicalVariables(variables)) return null;
      const { response } = pending;
      pending = null;
      return response;
    },
    /** A member's answer differs from the visitor's the server preloaded: forget it. */
    discard() {
      pending = null;
    },
  };
}

/** The page's answer, shared by every session of the tab (only the first session can use it). */
export const pagePreload = createPreloadedAnswers();

// Page history: the last 4 visited URLs, newest first, kept in localStorage with the page's title and
// language; Home shows them as "recently viewed". Storage that is blocked or full keeps them for the page's life.
import type { Locale } from '../i18n/locale.ts';

export const HISTORY_SIZE = 4;
const HISTORY_KEY = 'dalil.history';

export interface VisitedPage {
  /** The path and query without the language prefix. */
  path: string;
  title: string;
  locale: Locale;
}

let memory: VisitedPage[] = [];

function localStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isVisit = (value: unknown): value is VisitedPage => {
  const visit = value as VisitedPage | null;
  return (
    typeof visit?.path === 'string' &&
    visit.path.startsWith('/') &&
    typeof visit.title === 'string' &&
    (visit.locale === 'en' || visit.locale === 'ar')
  );
};

export function readHistory(storage = localStore()): VisitedPage[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_KEY) ?? 'null');
    if (Array.isArray(parsed)) return parsed.filter(isVisit).slice(0, HISTORY_SIZE);
  } catch {
    // unreadable: what memory holds
  }
  return memory;
}

/** Records a visit: the URL moves to the front, the list keeps the last 4. */
export function recordVisit(visit: VisitedPage, storage = localStore()): VisitedPage[] {
  const next = [visit, ...readHistory(storage).filter((entry) => entry.path !== visit.path)].slice(0, HISTORY_SIZE);
  memory = next;
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(next));
  } catch {
    // full or blocked: memory keeps it
  }
  return next;
}

// What the page on screen is showing: its data as loaded (live), a saved copy (offline, or the gateway not answering),
// or nothing, because it failed and no copy was ever saved (docs/info.md#offline).
import { useSyncExternalStore } from 'react';
import type { CacheConfig } from 'relay-runtime';

export interface PageAnswer {
  /** When the data shown was fetched (a saved copy: when it was saved); null before it is known. */
  savedAt: number | null;
  /** The data came from a saved copy, not the network. */
  fromCopy: boolean;
  /** The request failed and no copy of the page was saved. */
  missing: boolean;
  /** The page's path without the language (a screen without a query leaves the last page's answer in place). */
  path?: string;
}

export const newPageAnswer = (path?: string): PageAnswer => ({ savedAt: null, fromCopy: false, missing: false, path });

/** A route query tells the network layer it is a page's (to save its answer, or fall back to the saved one). */
export const pageAnswerConfig = (answer: PageAnswer): CacheConfig => ({ metadata: { pageAnswer: answer } });

export const pageAnswerOf = (config: CacheConfig | undefined): PageAnswer | undefined =>
  config?.metadata?.pageAnswer as PageAnswer | undefined;

export function copyShown(answer: PageAnswer, savedAt: number): void {
  answer.savedAt = savedAt;
  answer.fromCopy = true;
}

/** The saved answers' code, loaded when a page's answer is saved or needed. */
export const loadSavedAnswers = () => import('./savedAnswers.ts');

let shown: PageAnswer = { ...newPageAnswer(), savedAt: Date.now() };
const listeners = new Set<() => void>();

/** The route's loader reports what its page shows. */
export function showPageAnswer(answer: PageAnswer): void {
  shown = { ...answer, savedAt: answer.savedAt ?? Date.now() };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => shown;

export const usePageAnswer = (): PageAnswer => useSyncExternalStore(subscribe, current, current);

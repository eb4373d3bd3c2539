// Forward paging arguments: `first` (validated, capped) and `after` (an opaque cursor holding an absolute offset).
import { badUserInput } from '../upstream/errors.ts';

export const MAX_FIRST = 100;

export function checkFirst(first: number | null | undefined, fallback = 20, max = MAX_FIRST): number {
  const value = first ?? fallback;
  if (!Number.isInteger(value) || value < 0 || value > max) throw badUserInput(`first must be between 0 and ${max}`);
  return value;
}

export function offsetToCursor(offset: number): string {
  return Buffer.from(String(offset), 'utf8').toString('base64');
}

export function cursorToOffset(cursor: string): number {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  if (!/^(0|[1-9][0-9]{0,8})$/.test(decoded)) throw badUserInput('Invalid cursor');
  return Number(decoded);
}

/** Where a page starts: right after the `after` cursor, or at 0. */
export function startOffset(after: string | null | undefined): number {
  return after ? cursorToOffset(after) + 1 : 0;
}

export interface ForwardArgs {
  first?: number | null;
  after?: string | null;
}

export interface Window {
  start: number;
  first: number;
}

export function pagingWindow(args: ForwardArgs, defaultFirst = 20): Window {
  return { start: startOffset(args.after), first: checkFirst(args.first, defaultFirst) };
}

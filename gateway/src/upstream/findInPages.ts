// Finding one item of a page-numbered list, for the things the REST API has no single-item route for.
import type { Paged } from './types.ts';

/** The first item that `matches`, reading pages 1, 2, ... up to `maxPages`; null when none does. */
export async function findInPages<T>(
  fetchPage: (page: number) => Promise<Paged<T>>,
  matches: (item: T) => boolean,
  maxPages: number,
): Promise<T | null> {
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await fetchPage(page);
    const found = answer.results.find(matches);
    if (found) return found;
    if (!answer.next || answer.results.length === 0) return null;
  }
  return null;
}

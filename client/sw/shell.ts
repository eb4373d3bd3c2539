import type { PrecacheEntry } from 'workbox-precaching';

/** The app shell: the home page in each language, served by the gateway and so not among the build's files. */
export const SHELL_URLS = ['/', '/ar/'] as const;

/**
 * The shell's precache entries. Their revision follows the build's assets: a release that changes any asset fetches the
 * shell again (its HTML names the new assets), an unchanged build keeps it.
 */
export function shellEntries(assets: readonly (PrecacheEntry | string)[]): PrecacheEntry[] {
  const text = assets
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`))
    .join('\n');
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  const revision = (hash >>> 0).toString(36);
  return SHELL_URLS.map((url) => ({ url, revision }));
}

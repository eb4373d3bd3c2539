// Which built files a route needs beyond what index.html already loads, from the client build's manifest
// (client/dist/.vite/manifest.json, written by `build.manifest` in client/vite.config.ts), so a served page can
// preload them with <link rel=modulepreload> instead of discovering them one import at a time.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from './markup.ts';

/** One entry of Vite's build manifest, keyed by source path (or `_<file>` for a shared chunk). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** URL paths (`/assets/...`) of a route's JavaScript chunks and stylesheets, in load order. */
export interface PreloadFiles {
  scripts: string[];
  styles: string[];
}

const urlOf = (file: string) => `/${file}`;

/** Every manifest key the chunk of `key` imports statically, itself first, depth first. */
function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The client build has no module ${key} (client/dist/.vite/manifest.json)`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript and CSS files that `modules` (manifest keys: source paths relative to client/, e.g.
 * 'src/routes/home/HomeScreen.tsx' and 'src/routes/home/__generated__/HomeScreenQuery.graphql.ts') load, with their
 * static imports, leaving out the entry (index.html) and everything it loads itself (its chunks are in its script
 * and modulepreload tags, its stylesheet is inlined). Throws for a module the build does not have.
 */
export function preloadFilesOf(manifest: BuildManifest, modules: readonly string[]): PreloadFiles {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const loadedByEntry = new Set(entryKeys.flatMap((key) => [...staticClosure(manifest, key)]));
  const entryStyles = new Set([...loadedByEntry].flatMap((key) => manifest[key].css ?? []));
  const keys = new Set<string>();
  for (const module of modules) for (const key of staticClosure(manifest, module)) keys.add(key);
  const needed = [...keys].filter((key) => !loadedByEntry.has(key));
  return {
    scripts: needed.map((key) => urlOf(manifest[key].file)),
    styles: [...new Set(needed.flatMap((key) => manifest[key].css ?? []))]
      .filter((file) => !entryStyles.has(file))
      .map(urlOf),
  };
}

/**
 * The head tags for `files`: modulepreload for scripts (crossorigin, as the entry's own tags and the module loader
 * request them) and stylesheet links, which the client's chunk loader finds and does not add again.
 */
export function preloadTags({ scripts, styles }: PreloadFiles): string {
  return [
    // Fetched early but not render-blocking: the page's first paint comes from the HTML (docs/serving.md); the screen's
    // chunk applies its stylesheet when it loads.
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeMarkup(href)}">`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}">`),
  ].join('');
}

export type PreloadLookup = (modules: readonly string[]) => PreloadFiles;

const NOTHING: PreloadFiles = { scripts: [], styles: [] };

/**
 * preloadFilesOf over the manifest of the build in `distFolder`, read on first use and again whenever the file
 * changes (a rebuild while the gateway runs). Without a build (no manifest) it preloads nothing.
 */
export function createPreloadLookup(distFolder: string): PreloadLookup {
  const file = path.join(distFolder, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: BuildManifest } | null = null;
  const current = (): BuildManifest | null => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as BuildManifest };
    return cached.manifest;
  };
  return (modules) => {
    const manifest = current();
    return manifest ? preloadFilesOf(manifest, modules) : NOTHING;
  };
}

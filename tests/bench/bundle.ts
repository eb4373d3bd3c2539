// Gzip size of the JavaScript a route needs before it can render: the entry's static import closure plus the
// route's screen chunk closure (dynamic imports of other screens are not counted).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const staticImport = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function closure(assets: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(assets, file), 'utf8');
  for (const match of source.matchAll(staticImport))
    closure(assets, path.normalize(match[1]).replace(/^(\.\/)/, ''), seen);
  return seen;
}

export interface BundleFigures {
  entryFiles: number;
  entryGzipKb: number;
  routes: { screen: string; files: number; gzipKb: number }[];
}

const gzipKb = (assets: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0) /
  1024;

export function measureBundle(dist: string, screens: string[]): BundleFigures {
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no module entry script in index.html');
  const entryFiles = closure(assets, entry);
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const routes = screens.map((screen) => {
    const chunk = chunks.find((file) => file.startsWith(`${screen}-`));
    if (!chunk) throw new Error(`no chunk for screen ${screen}`);
    const files = closure(assets, chunk, new Set(entryFiles));
    return { screen, files: files.size, gzipKb: gzipKb(assets, files) };
  });
  return { entryFiles: entryFiles.size, entryGzipKb: gzipKb(assets, entryFiles), routes };
}

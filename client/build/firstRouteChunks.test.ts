import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstRouteChunkPaths } from './firstRouteChunks.ts';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Whether a group's path names something that exists: a group whose paths match nothing silently stops grouping. */
function exists(part: string): boolean {
  if (part.startsWith('/src/')) return existsSync(path.join(client, part));
  // The workspace's packages are installed in the repository's node_modules (or, for a differing version, client's).
  if (part.startsWith('/node_modules/')) return [client, path.dirname(client)].some((dir) => existsSync(dir + part));
  try {
    require.resolve(part, { paths: [client] });
    return true;
  } catch {
    return false;
  }
}

describe('first-route chunk groups', () => {
  it('list only paths that exist', () => {
    const missing = Object.entries(firstRouteChunkPaths).flatMap(([group, paths]) =>
      paths.filter((part) => !exists(part)).map((part) => `${group}: ${part}`),
    );
    expect(missing).toEqual([]);
  });
});

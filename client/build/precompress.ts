import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;

/** Below this a compressed copy saves less than a request header costs. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files under `dir` (recursively), skipping dot folders (build metadata such as .vite/manifest.json). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(file);
      return entry.isFile() ? [file] : [];
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside each compressible file of `dir`
 * of at least `minBytes`, when the copy is smaller than the file. The gateway sends the one the browser accepts
 * (gateway/src/http/static.ts). Returns the files written, relative to `dir`.
 */
export async function precompressFolder(dir: string, minBytes = MIN_BYTES): Promise<string[]> {
  const written: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < minBytes) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ]);
    for (const [suffix, compressed] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (compressed.length >= content.length) continue;
      await writeFile(file + suffix, compressed);
      written.push(path.relative(dir, file + suffix));
    }
  }
  return written;
}

/** Precompresses the build output (index.html, assets and copied public files) once everything is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dalil-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const written = await precompressFolder(path.resolve(config.root, config.build.outDir));
      config.logger.info(`precompressed: ${written.length} .br and .gz files in ${config.build.outDir}`);
    },
  };
}

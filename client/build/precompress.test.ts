import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from './precompress.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dalil-precompress-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, '.vite'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const text = (kb: number) =>
  'const events = ["Riyadh Season", "Jeddah Corniche"];\n'.repeat(Math.ceil((kb * 1024) / 52));

describe('precompressFolder', () => {
  it('writes .br and .gz beside text files of at least 1 KB, which decode to the file', async () => {
    const files: Record<string, string> = {
      'index.html': `<!doctype html>${text(2)}`,
      'assets/index-3f2a.js': text(20),
      'assets/index-9c1d.css': `.a{color:red}\n`.repeat(200),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(80)}</svg>`,
      'manifest.webmanifest': JSON.stringify({ name: 'Dalil', items: text(2) }),
    };
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(dir, name), content);

    const written = await precompressFolder(dir);

    expect(written.sort()).toEqual(
      Object.keys(files)
        .flatMap((name) => [`${name}.br`, `${name}.gz`])
        .sort(),
    );
    for (const [name, content] of Object.entries(files)) {
      const br = await readFile(path.join(dir, `${name}.br`));
      const gz = await readFile(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString(), name).toBe(content);
      expect(gunzipSync(gz).toString(), name).toBe(content);
      expect(br.length, name).toBeLessThan(Buffer.byteLength(content));
    }
  });

  it('leaves small files, binary formats, dot folders and incompressible content alone', async () => {
    await writeFile(path.join(dir, 'assets', 'tiny.js'), 'x'.repeat(MIN_BYTES - 1));
    await writeFile(path.join(dir, 'assets', 'photo.png'), text(4));
    await writeFile(path.join(dir, 'assets', 'font.woff2'), text(4));
    await writeFile(path.join(dir, '.vite', 'manifest.json'), text(4));
    // Random bytes do not compress: a "compressed" copy would be larger, so none is written.
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(path.join(dir, 'assets', 'noise.txt'), noise);

    expect(await precompressFolder(dir)).toEqual([]);
  });

  it('compresses the exact threshold size', async () => {
    await writeFile(path.join(dir, 'assets', 'edge.js'), 'y'.repeat(MIN_BYTES));
    expect((await precompressFolder(dir)).sort()).toEqual(['assets/edge.js.br', 'assets/edge.js.gz']);
  });
});

import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPreloadLookup, preloadFilesOf, preloadTags, type BuildManifest } from '../../src/http/preload.ts';

/** The shape Vite writes (client/dist/.vite/manifest.json), cut down to two screens. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-AAAA.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_rolldown-runtime-BBBB.js'],
    dynamicImports: ['src/routes/home/HomeScreen.tsx', 'src/routes/home/__generated__/HomeScreenQuery.graphql.ts'],
    css: ['assets/index-CCCC.css'],
  },
  '_rolldown-runtime-BBBB.js': { file: 'assets/rolldown-runtime-BBBB.js' },
  'src/routes/home/HomeScreen.tsx': {
    file: 'assets/HomeScreen-DDDD.js',
    src: 'src/routes/home/HomeScreen.tsx',
    isDynamicEntry: true,
    imports: [
      '_rolldown-runtime-BBBB.js',
      'src/routes/home/__generated__/HomeScreenQuery.graphql.ts',
      'index.html',
      '_HappeningRow-EEEE.js',
    ],
    css: ['assets/HomeScreen-FFFF.css'],
  },
  'src/routes/home/__generated__/HomeScreenQuery.graphql.ts': {
    file: 'assets/HomeScreenQuery.graphql-GGGG.js',
    isDynamicEntry: true,
  },
  '_HappeningRow-EEEE.js': {
    file: 'assets/HappeningRow-EEEE.js',
    imports: ['_rolldown-runtime-BBBB.js', 'index.html', '_HappeningCard-HHHH.js'],
    css: ['assets/HappeningRow-IIII.css'],
  },
  '_HappeningCard-HHHH.js': { file: 'assets/HappeningCard-HHHH.js', css: ['assets/HappeningCard-JJJJ.css'] },
  'src/routes/places/list/PlaceListScreen.tsx': {
    file: 'assets/PlaceListScreen-KKKK.js',
    isDynamicEntry: true,
    imports: ['index.html', '_HappeningCard-HHHH.js'],
    dynamicImports: ['src/routes/places/map/GoogleMapView.tsx'],
  },
  'src/routes/places/map/GoogleMapView.tsx': { file: 'assets/GoogleMapView-LLLL.js', isDynamicEntry: true },
};

const home = ['src/routes/home/HomeScreen.tsx', 'src/routes/home/__generated__/HomeScreenQuery.graphql.ts'];

describe('preloadFilesOf', () => {
  it('lists a screen and its query with their static imports and stylesheets, in load order', () => {
    expect(preloadFilesOf(manifest, home)).toEqual({
      scripts: [
        '/assets/HomeScreen-DDDD.js',
        '/assets/HomeScreenQuery.graphql-GGGG.js',
        '/assets/HappeningRow-EEEE.js',
        '/assets/HappeningCard-HHHH.js',
      ],
      styles: ['/assets/HomeScreen-FFFF.css', '/assets/HappeningRow-IIII.css', '/assets/HappeningCard-JJJJ.css'],
    });
  });

  it('leaves out the entry, what it loads and its stylesheet, and dynamic imports', () => {
    const files = preloadFilesOf(manifest, ['src/routes/places/list/PlaceListScreen.tsx']);
    expect(files).toEqual({
      scripts: ['/assets/PlaceListScreen-KKKK.js', '/assets/HappeningCard-HHHH.js'],
      styles: ['/assets/HappeningCard-JJJJ.css'],
    });
    const all = JSON.stringify(preloadFilesOf(manifest, [...home, 'src/routes/places/list/PlaceListScreen.tsx']));
    for (const loaded of ['index-AAAA', 'rolldown-runtime', 'index-CCCC', 'GoogleMapView'])
      expect(all).not.toContain(loaded);
  });

  it('lists a file once when modules share it', () => {
    const files = preloadFilesOf(manifest, [...home, 'src/routes/places/list/PlaceListScreen.tsx']);
    expect(files.scripts.filter((file) => file.includes('HappeningCard'))).toHaveLength(1);
    expect(files.styles.filter((file) => file.includes('HappeningCard'))).toHaveLength(1);
  });

  it('refuses a module the build does not have', () => {
    expect(() => preloadFilesOf(manifest, ['src/routes/Nothing.tsx'])).toThrow(/no module src\/routes\/Nothing.tsx/);
  });
});

describe('preloadTags', () => {
  it('renders stylesheet and modulepreload links, escaped', () => {
    expect(preloadTags({ scripts: ['/assets/a.js'], styles: ['/assets/"b".css'] })).toBe(
      '<link rel="preload" as="style" crossorigin href="/assets/&quot;b&quot;.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });
});

describe('createPreloadLookup', () => {
  it('reads the build manifest, again after a rebuild, and preloads nothing without one', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'dalil-preload-'));
    try {
      const lookup = createPreloadLookup(dist);
      expect(lookup(home)).toEqual({ scripts: [], styles: [] });
      await mkdir(path.join(dist, '.vite'));
      const file = path.join(dist, '.vite', 'manifest.json');
      await writeFile(file, JSON.stringify(manifest));
      expect(lookup(home).scripts[0]).toBe('/assets/HomeScreen-DDDD.js');

      const rebuilt = structuredClone(manifest);
      rebuilt['src/routes/home/HomeScreen.tsx'].file = 'assets/HomeScreen-ZZZZ.js';
      await writeFile(file, JSON.stringify(rebuilt));
      const later = new Date(Date.now() + 5000);
      await utimes(file, later, later);
      expect(lookup(home).scripts[0]).toBe('/assets/HomeScreen-ZZZZ.js');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

// Reads of items ask the upstream for the request's language only (Route.oneLanguage); a read through the reference
// cache, which requests of both languages share, is always whole.
import type { Got } from 'got';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/upstream/routes.ts';
import { UpstreamSession } from '../../src/upstream/session.ts';
import type { ReferenceCache } from '../../src/referenceCache/cache.ts';

function session(locale: 'en' | 'ar', referenceCache?: ReferenceCache) {
  const paths: string[] = [];
  const upstream = new UpstreamSession({
    http: {} as Got,
    fastGet: async (path) => {
      paths.push(path);
      return '{"results":[],"hits":{"hits":[],"total":{"value":0}}}';
    },
    identity: { locale },
    clientKey: 'key',
    timeoutMs: 1000,
    referenceCache,
  });
  return { upstream, paths };
}

const passThrough: ReferenceCache = { get: (_key, load) => load(), close: async () => {} };

describe('one-language reads', () => {
  it("asks for the request's language on item reads", async () => {
    for (const locale of ['en', 'ar'] as const) {
      const { upstream, paths } = session(locale);
      await upstream.get(routes.homeLists({ cities: 1 }));
      expect(paths).toEqual([`api/v1/home-lists/?cities=1&texts=${locale}`]);
    }
  });

  it('reads whole what goes through the reference cache, with or without a cache', async () => {
    for (const cache of [passThrough, undefined]) {
      const { upstream, paths } = session('ar', cache);
      await upstream.getReference(routes.homeSlides({ city_ids: 1 }));
      expect(paths).toEqual(['api/v1/home-slides/?city_ids=1']);
    }
  });
});

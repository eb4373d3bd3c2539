import { describe, expect, it } from 'vitest';
import { pageArgsOf, routeVariables, type AnyPageQuery } from './pageQuery.ts';

const page: AnyPageQuery = {
  key: 'test',
  artifact: () => Promise.reject(new Error('not loaded here')),
  variables: ({ params }) => ({ slug: params.slug }),
};

describe('route variables', () => {
  it("key the page's floating popups by its path without the language", () => {
    for (const [url, path] of [
      ['https://dalil.example/events/x?when=today', '/events/x'],
      ['https://dalil.example/ar/events/x', '/events/x'],
      ['https://dalil.example/ar/', '/'],
      ['https://dalil.example/', '/'],
    ]) {
      const args = pageArgsOf({ params: { slug: 'x' }, request: new Request(url) });
      expect(routeVariables(page, args, 'jeddah')).toEqual({ slug: 'x', cityId: 'jeddah', pageUrl: path });
    }
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAZY_REFETCH_FRAGMENTS, withLazyRefetchQuery } from './lazyRefetchQueries.ts';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src');
const artifacts: Record<string, string> = {
  HappeningPaging_query: 'routes/happenings/list/__generated__/HappeningPaging_query.graphql.ts',
  PlaceResults_query: 'routes/places/list/__generated__/PlaceResults_query.graphql.ts',
};

describe('lazy refetch queries', () => {
  it.each([...LAZY_REFETCH_FRAGMENTS])('%s loses its static import of the refetch query', (name) => {
    const file = artifacts[name];
    expect(file).toBeDefined();
    const lazy = withLazyRefetchQuery(readFileSync(path.join(src, file!), 'utf8'));
    expect(lazy).not.toBeNull();
    expect(lazy).not.toMatch(/^import \w+ from '\.\/\w+Query\.graphql';$/m);
    expect(lazy).toMatch(/load: \(\) => import\('\.\/\w+Query\.graphql'\)/);
  });

  it('leaves an artifact without a refetch query alone', () => {
    expect(withLazyRefetchQuery("import { ReaderFragment } from 'relay-runtime';\nconst node = {};")).toBeNull();
  });
});

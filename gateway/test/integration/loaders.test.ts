// The ids loaders against the real rest-api: batches never ask for more ids than the REST paging limit allows.
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLoaders, type Loaders } from '../../src/loaders/index.ts';
import { createUpstreamHttp } from '../../src/upstream/client.ts';
import { UpstreamSession } from '../../src/upstream/session.ts';

function session() {
  const config = { ...loadConfig({}), upstreamUrl: inject('restApiUrl') };
  const upstream = new UpstreamSession({
    http: createUpstreamHttp(config), identity: { locale: 'en' }, clientKey: config.clientKey, timeoutMs: config.upstreamTimeoutMs,
  });
  return { upstream, loaders: createLoaders(upstream) };
}

const LOADERS: [string, (loaders: Loaders) => Loaders['tags'] | Loaders['organizers'] | Loaders['happenings']['event']][] = [
  ['events', (loaders) => loaders.happenings.event],
  ['experiences', (loaders) => loaders.happenings.experience],
  ['organizers', (loaders) => loaders.organizers],
  ['tags', (loaders) => loaders.tags],
];

describe('ids loaders', () => {
  it.each(LOADERS)('load 150 %s in 2 calls of at most 100 ids', async (_, pick) => {
    const { upstream, loaders } = session();
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    const found = await pick(loaders).loadMany(ids);
    expect(found.filter((item) => item instanceof Error)).toEqual([]);
    expect(upstream.calls).toHaveLength(2);
    const asked = upstream.calls.map((call) => new URL(call.url, 'http://x').searchParams.get('ids')!.split(',').length);
    expect(asked.sort((a, b) => a - b)).toEqual([50, 100]);
    // each id comes back as itself or null (ids that do not exist)
    found.forEach((item, i) => expect(item === null || (item as { id: number }).id === ids[i]).toBe(true));
    expect(found.filter(Boolean).length).toBeGreaterThan(0);
  });
});

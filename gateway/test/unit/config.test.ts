import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('config', () => {
  it('has the shared defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      upstreamUrl: 'http://127.0.0.1:4001',
      upstreamTimeoutMs: 8000,
      clientKey: 'dalil-web-dev-key',
      logLevel: 'info',
    });
    expect(config.clientDist).toMatch(/client[/\\]dist$/);
    // The OAuth2 client of docs/rest-contract.md (Members).
    expect(config).toMatchObject({
      oauthClientId: 'dalil-web',
      oauthClientSecret: 'dalil-web-dev-secret',
      maxUploadBytes: 6 * 1024 * 1024,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '0',
      UPSTREAM_URL: 'http://api:9000/',
      UPSTREAM_TIMEOUT_MS: '250',
      LOG_LEVEL: 'WARN',
      DEBUG_UPSTREAM_CALLS: '1',
      NODE_ENV: 'production',
      CLIENT_KEY: 'k',
      OAUTH_CLIENT_SECRET: 's',
    });
    expect(config).toMatchObject({
      port: 0,
      upstreamUrl: 'http://api:9000',
      upstreamTimeoutMs: 250,
      logLevel: 'warn',
      debugUpstreamCalls: true,
      production: true,
    });
    const oauth = loadConfig({ OAUTH_CLIENT_ID: 'web-prod', OAUTH_CLIENT_SECRET: 's3cret', MAX_UPLOAD_BYTES: '1000' });
    expect(oauth).toMatchObject({ oauthClientId: 'web-prod', oauthClientSecret: 's3cret', maxUploadBytes: 1000 });
  });

  it('runs texts outside production, not in production unless ALLOW_ARBITRARY_OPERATIONS=1', () => {
    expect(loadConfig({}).allowArbitraryOperations).toBe(true);
    const production = { NODE_ENV: 'production', CLIENT_KEY: 'k', OAUTH_CLIENT_SECRET: 's' };
    expect(loadConfig(production).allowArbitraryOperations).toBe(false);
    expect(loadConfig({ ...production, ALLOW_ARBITRARY_OPERATIONS: '1' }).allowArbitraryOperations).toBe(true);
    expect(loadConfig({ ALLOW_ARBITRARY_OPERATIONS: '0' }).allowArbitraryOperations).toBe(false);
    expect(() => loadConfig({ ALLOW_ARBITRARY_OPERATIONS: 'yes' })).toThrow(
      /ALLOW_ARBITRARY_OPERATIONS must be 1 or 0/,
    );
  });

  it('reads the persisted-operations manifest from the root unless told otherwise', () => {
    expect(loadConfig({}).persistedOperationsFile).toMatch(/[/\\]persisted-operations\.json$/);
    expect(loadConfig({ PERSISTED_OPERATIONS_FILE: '/srv/ops.json' }).persistedOperationsFile).toBe('/srv/ops.json');
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('production secrets', () => {
  const own = { CLIENT_KEY: 'a-key-of-our-own', OAUTH_CLIENT_SECRET: 'a-secret-of-our-own' };

  it('refuses the development client key or OAuth secret in production, naming the variable to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: own.OAUTH_CLIENT_SECRET })).toThrow(
      /^Set CLIENT_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...own, CLIENT_KEY: 'dalil-web-dev-key' })).toThrow(
      /^Set CLIENT_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', CLIENT_KEY: own.CLIENT_KEY })).toThrow(
      /^Set OAUTH_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...own, OAUTH_CLIENT_SECRET: 'dalil-web-dev-secret' })).toThrow(
      /^Set OAUTH_CLIENT_SECRET/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ...own })).toMatchObject({
      clientKey: own.CLIENT_KEY,
      oauthClientSecret: own.OAUTH_CLIENT_SECRET,
    });
  });
});

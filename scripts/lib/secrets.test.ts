import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { secretsFile, stackSecrets } from './secrets.ts';

const DEVELOPMENT = ['dalil-web-dev-key', 'dalil-web-dev-secret'];
let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

describe('stackSecrets', () => {
  it('makes random ones once for a data folder and keeps them beside it, readable by its owner only', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'dalil-secrets-'));
    const env = { DATA_DIR: path.join(folder, 'pglite') };
    const first = stackSecrets(env);
    expect(Object.values(first).every((value) => value.length >= 32 && !DEVELOPMENT.includes(value))).toBe(true);
    expect(first.CLIENT_KEY).not.toBe(first.OAUTH_CLIENT_SECRET);
    expect(secretsFile(env)).toBe(path.join(folder, 'secrets.json'));
    expect(statSync(path.join(folder, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(stackSecrets(env)).toEqual(first);
  });

  it('keeps the default data folder under .data/ (git-ignored)', () => {
    expect(secretsFile({})).toMatch(/[/\\]\.data[/\\]secrets\.json$/);
  });

  it('makes new ones each run for a throwaway database, and takes the environment first', () => {
    const memory = { DATA_DIR: 'memory://' };
    expect(secretsFile(memory)).toBeUndefined();
    expect(stackSecrets(memory).CLIENT_KEY).not.toBe(stackSecrets(memory).CLIENT_KEY);
    expect(stackSecrets({ ...memory, CLIENT_KEY: 'mine' })).toMatchObject({ CLIENT_KEY: 'mine' });
    expect(stackSecrets({ ...memory, CLIENT_KEY: 'a', OAUTH_CLIENT_SECRET: 'b' })).toEqual({
      CLIENT_KEY: 'a',
      OAUTH_CLIENT_SECRET: 'b',
    });
  });
});

// Both servers refuse to start in production with the development client key or OAuth secret: one line naming the
// variable to set, exit code 1, before anything listens.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/processes.ts';
import { randomSecret } from '../../scripts/lib/secrets.ts';

function start(name: 'rest-api' | 'gateway', env: NodeJS.ProcessEnv) {
  const { CLIENT_KEY: _key, OAUTH_CLIENT_SECRET: _secret, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', `${name}/src/main.ts`], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe.each(['rest-api', 'gateway'] as const)('%s in production', (name) => {
  it.each([
    ['CLIENT_KEY', { OAUTH_CLIENT_SECRET: randomSecret() }],
    ['CLIENT_KEY', { CLIENT_KEY: 'dalil-web-dev-key', OAUTH_CLIENT_SECRET: randomSecret() }],
    ['OAUTH_CLIENT_SECRET', { CLIENT_KEY: randomSecret() }],
  ])('refuses to start without its own %s', (variable, env) => {
    const run = start(name, env);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      `${name} could not start: Set ${variable} to a secret of your own: production refuses the development default`,
    ]);
  });
});

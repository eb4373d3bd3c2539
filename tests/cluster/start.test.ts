// `npm start` keeps the product up (scripts/lib/supervisor.ts): a crashed REST API is started again while the gateway
// answers UPSTREAM_UNAVAILABLE, and a crashed gateway is started again. The real start script, killed children.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot, stopChild } from '../../scripts/lib/processes.ts';
import { freePort } from '../../scripts/lib/throwaway.ts';
import { eventually, graphql, READ, signUp } from './support.ts';

let start: ChildProcess;
let url: string;
const output: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    // No caches: every read reaches the REST API, so its absence shows.
    env: {
      ...process.env,
      PORT: String(port),
      REST_API_PORT: String(await freePort()),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      REFERENCE_CACHE_TTL_MS: '0',
      RESPONSE_CACHE_TTL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [start.stdout!, start.stderr!])
    createInterface({ input: stream }).on('line', (line) => output.push(line));
  url = `http://127.0.0.1:${port}`;
  await eventually(async () => output.some((line) => line.includes('Dalil is running')), 280_000, 'npm start');
});

afterAll(async () => {
  if (start) await stopChild(start);
});

/** The pid of the start script's child running `<name>/dist/main.js`. */
function childPid(name: string): number {
  const found = spawnSync('pgrep', ['-P', String(start.pid), '-f', `${name}/dist/main.js`], { encoding: 'utf8' });
  const pid = Number(found.stdout.trim().split('\n')[0]);
  if (!pid) throw new Error(`no ${name} child of the start script`);
  return pid;
}

const reads = async () => {
  const answer = await graphql(url, READ, {}, {}, 5000);
  return !answer.errors && (answer.data as { experiences: { edges: unknown[] } }).experiences.edges.length > 0;
};

it(
  'starts a crashed REST API again; meanwhile the gateway answers UPSTREAM_UNAVAILABLE',
  { timeout: 300_000 },
  async () => {
    expect(await reads()).toBe(true);
    const first = childPid('rest-api');
    process.kill(first, 'SIGKILL');
    const codes = new Set<string>();
    await eventually(
      async () => {
        const answer = await graphql(url, READ, {}, {}, 5000);
        for (const error of answer.errors ?? []) codes.add(String(error.extensions?.code));
        return codes.has('UPSTREAM_UNAVAILABLE');
      },
      20_000,
      'UPSTREAM_UNAVAILABLE while the REST API is down',
    );
    // A REST API on a throwaway database migrates and seeds it again: minutes on a busy 2-core machine.
    await eventually(reads, 240_000, 'reads through a REST API started again');
    expect(childPid('rest-api')).not.toBe(first);
    expect(start.exitCode).toBeNull();
    // Signing up takes the OAuth client secret at the REST API's token endpoint: the restarted one has the gateway's.
    expect((await signUp(url, 'after-restart')).authorization).toMatch(/^Bearer /);
  },
);

it('starts a crashed gateway again', { timeout: 300_000 }, async () => {
  const first = childPid('gateway');
  process.kill(first, 'SIGKILL');
  await eventually(async () => childPid('gateway') !== first && (await reads()), 120_000, 'a gateway started again');
  expect(start.exitCode).toBeNull();
});

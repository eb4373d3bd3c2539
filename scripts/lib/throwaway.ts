// Throwaway PostgreSQL and Redis servers for the cluster and fault tests: their own data in a temporary folder, their
// own free port, stopped and started again by the tests (the machine's shared services are never touched).
// PostgreSQL runs as the `postgres` OS user when we are root (it refuses to run as root).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's PostgreSQL binaries (initdb, pg_ctl), newest version first; undefined when not installed. */
export function postgresBin(): string | undefined {
  for (const dir of ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'])
    if (existsSync(path.join(dir, 'pg_ctl'))) return dir;
  return undefined;
}

export const redisServerBin = () => ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);

/** Runs a command, as `postgres` when we are root; throws with its output when it fails. */
function runAsPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** The same, without blocking the event loop (a load run goes on meanwhile). */
function runAsPostgresAsync(command: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const child = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'ignore' })
    : spawn(command, args, { stdio: 'ignore' });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code})`)))),
  );
}

export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** pg_ctl restart -m fast: every connection is cut, the server is back a moment later. */
  restart(): Promise<void>;
  stop(): void;
  /** Stops the server and deletes its data. */
  destroy(): void;
}

export function startPostgres(): Promise<ThrowawayPostgres> {
  return (async () => {
    const bin = postgresBin();
    if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
    const dir = mkdtempSync(path.join(tmpdir(), 'dalil-pg-'));
    chmodSync(dir, 0o777);
    const data = path.join(dir, 'data');
    const port = await freePort();
    runAsPostgres(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const ctlArgs = (...args: string[]) => [
      '-D',
      data,
      '-l',
      path.join(dir, 'postgres.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=100`,
      ...args,
    ];
    const ctl = (...args: string[]) => runAsPostgres(path.join(bin, 'pg_ctl'), ctlArgs(...args));
    ctl('start');
    runAsPostgres(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'dalil']);
    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/dalil`,
      port,
      restart: () => runAsPostgresAsync(path.join(bin, 'pg_ctl'), ctlArgs('restart', '-m', 'fast')),
      stop() {
        if (!stopped) ctl('stop', '-m', 'fast');
        stopped = true;
      },
      destroy() {
        try {
          if (!stopped) ctl('stop', '-m', 'immediate');
        } catch {
          // Already down.
        }
        stopped = true;
        rmSync(dir, { recursive: true, force: true });
      },
    };
  })();
}

export interface ThrowawayRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  start(): Promise<void>;
}

export async function startRedis(): Promise<ThrowawayRedis> {
  const bin = redisServerBin();
  if (!bin) throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let tries = 0; tries < 50; tries++) {
      const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      if (ping.stdout?.trim() === 'PONG') return;
      await sleep(100);
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
}

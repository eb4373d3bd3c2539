// Starting the product's services as child processes and waiting for their "listening at <url>" line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** Script path relative to the repository root: compiled JavaScript (`.js`) runs on node, TypeScript through tsx. */
  script: string;
  env: NodeJS.ProcessEnv;
  /** Echo the child's output with a name prefix (default true). */
  echo?: boolean;
  /** The prefix of echoed lines when several instances of one service run (default: the name). */
  label?: string;
  /** Sees every line the child writes (stdout and stderr), echoed or not. */
  onLine?: (line: string) => void;
  readyTimeoutMs?: number;
}

// Each service prints exactly `<name> listening at <url>` on stdout when it is ready (its logs may mention ports too).
const readyLine = (name: string) => new RegExp(`^${name} listening at (https?://\\S+)$`);

export function startService({
  name,
  script,
  env,
  echo = true,
  label = name,
  onLine: watchLine,
  // A first start migrates and seeds its database, which takes minutes on a busy 2-core machine
  // (SERVICE_READY_TIMEOUT_MS for longer still).
  readyTimeoutMs = Number(process.env.SERVICE_READY_TIMEOUT_MS) || 180_000,
}: StartOptions): Promise<Service> {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}] `;
  const stop = () => stopChild(child);

  return new Promise<Service>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} did not report "listening at <url>" within ${readyTimeoutMs} ms`));
    }, readyTimeoutMs);
    let ready = false;
    const pattern = readyLine(name);
    const onLine = (line: string, stream: NodeJS.WriteStream) => {
      if (echo) stream.write(prefix + line + '\n');
      watchLine?.(line);
      const match = !ready && stream === process.stdout && pattern.exec(line.trim());
      if (match) {
        ready = true;
        clearTimeout(timer);
        resolve({ name, url: match[1], child, stop });
      }
    };
    createInterface({ input: child.stdout! }).on('line', (l) => onLine(l, process.stdout));
    createInterface({ input: child.stderr! }).on('line', (l) => onLine(l, process.stderr));
    child.once('exit', (code, signal) => {
      if (!ready) {
        clearTimeout(timer);
        reject(new Error(`${name} exited before it was ready (code ${code}, signal ${signal})`));
      }
    });
  });
}

export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a command to completion, inheriting stdio or writing to `output` (a file descriptor); resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; output?: number } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: options.output === undefined ? 'inherit' : ['ignore', options.output, options.output],
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
  });
}

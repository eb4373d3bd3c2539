// Spawns the real rest-api (`node --import tsx ../rest-api/src/main.ts`, in-memory database) and waits for its ready line.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const restApiMain = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'rest-api',
  'src',
  'main.ts',
);
const READY = /^rest-api listening at (http:\/\/\S+)$/;

export interface RunningRestApi {
  url: string;
  stop(): Promise<void>;
}

// A loaded machine (several test runs at once) may need longer: REST_API_READY_TIMEOUT_MS.
export function startRestApi(
  env: NodeJS.ProcessEnv = {},
  timeoutMs = Number(process.env.REST_API_READY_TIMEOUT_MS) || 60_000,
): Promise<RunningRestApi> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', restApiMain], {
    cwd: path.dirname(restApiMain),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`rest-api was not ready within ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = READY.exec(line.trim());
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: match[1], stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`rest-api exited before it was ready (code ${code})\n${stderr}`));
    });
  });
}

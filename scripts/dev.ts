// `npm run dev`: rest-api and the gateway as in `npm start`, plus Vite with hot reload proxying to the gateway.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, stopChild } from './lib/processes.ts';
import { startStack } from './lib/stack.ts';

const port = Number(process.env.PORT ?? 4000);
const restApiPort = Number(process.env.REST_API_PORT ?? 4001);

async function main() {
  const { PORT: _ignored, ...env } = process.env;
  const stack = await startStack({ port, restApiPort, env });
  const vite = spawn(path.join(repoRoot, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1'], {
    cwd: path.join(repoRoot, 'client'),
    env: { ...process.env, GATEWAY_URL: stack.url },
    stdio: 'inherit',
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([stopChild(vite), stack.stop()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  vite.once('exit', (code) => void stop(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(`Dalil dev could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

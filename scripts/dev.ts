// `npm run dev`: rest-api and the gateway as in `npm start`, plus Vite with hot reload proxying to the gateway.
import path from 'node:path';
import { repoRoot, run } from './lib/processes.ts';
import { startStack } from './lib/stack.ts';

const port = Number(process.env.PORT ?? 4000);
const restApiPort = Number(process.env.REST_API_PORT ?? 4001);

async function main() {
  const { PORT: _ignored, ...env } = process.env;
  const stack = await startStack({ port, restApiPort, env });
  const stop = () => void stack.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await run('npx', ['vite', '--host', '127.0.0.1'], { cwd: path.join(repoRoot, 'client'), env: { GATEWAY_URL: stack.url } });
  await stack.stop();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(`Dalil dev could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

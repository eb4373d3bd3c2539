// `npm start`: builds the client and the servers when needed, starts rest-api and the gateway from their compiled
// JavaScript (dist/), prints the URL to open.
import { ensureClientBuild } from './lib/client-build.ts';
import { ensureServerBuild } from './lib/server-build.ts';
import { startStack } from './lib/stack.ts';

const port = Number(process.env.PORT ?? 4000);
const restApiPort = Number(process.env.REST_API_PORT ?? 4001);

async function main() {
  await ensureClientBuild();
  await ensureServerBuild();
  const { PORT: _ignored, ...env } = process.env;
  const stack = await startStack({ port, restApiPort, env, compiled: true });
  const openUrl = stack.url.replace('127.0.0.1', 'localhost');
  console.log(
    `\nDalil is running. Open ${openUrl}  (GraphiQL: ${openUrl}/graphql, REST API: ${stack.restApi.url}/openapi.json)\nPress Ctrl+C to stop.\n`,
  );

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  for (const service of [stack.restApi, stack.gateway]) {
    service.child.once('exit', (code) => {
      if (stopping) return;
      console.error(`${service.name} stopped unexpectedly (exit code ${code}); stopping Dalil.`);
      void shutdown(1);
    });
  }
}

main().catch((error: unknown) => {
  console.error(`Dalil could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

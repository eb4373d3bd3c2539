// `npm start`: builds the client and the servers when needed, starts rest-api and the gateway from their compiled
// JavaScript (dist/), prints the URL to open, and keeps both running: one that crashes is started again
// (scripts/lib/supervisor.ts; the gateway answers UPSTREAM_UNAVAILABLE while the REST API is away). One that keeps
// crashing stops Dalil.
import { ensureClientBuild } from './lib/client-build.ts';
import { ensureServerBuild } from './lib/server-build.ts';
import { secretsFile } from './lib/secrets.ts';
import { startStack } from './lib/stack.ts';
import { supervise } from './lib/supervisor.ts';

const port = Number(process.env.PORT ?? 4000);
const restApiPort = Number(process.env.REST_API_PORT ?? 4001);

async function main() {
  await ensureClientBuild();
  await ensureServerBuild();
  const { PORT: _ignored, ...env } = process.env;
  const stack = await startStack({ port, restApiPort, env, compiled: true });
  const openUrl = stack.url.replace('127.0.0.1', 'localhost');
  const kept = secretsFile(env);
  console.log(
    `\nDalil is running. Open ${openUrl}  (GraphiQL: ${openUrl}/graphql, REST API: ${stack.restApi.url}/openapi.json)` +
      (kept && !(env.CLIENT_KEY && env.OAUTH_CLIENT_SECRET)
        ? `\nIts client key and OAuth secret are kept in ${kept}`
        : '') +
      '\nPress Ctrl+C to stop.\n',
  );

  // The gateway first: it stops before the REST API it calls.
  const supervisions = (['gateway', 'rest-api'] as const).map((name) =>
    supervise({
      name,
      service: name === 'gateway' ? stack.gateway : stack.restApi,
      restart: () => stack.restart(name),
    }),
  );
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const supervision of supervisions) await supervision.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  for (const supervision of supervisions)
    void supervision.gaveUp.then((reason) => {
      console.error(`${reason}: stopping Dalil.`);
      void shutdown(1);
    });
}

main().catch((error: unknown) => {
  console.error(`Dalil could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

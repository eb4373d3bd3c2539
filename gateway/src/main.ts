// Starts the gateway: `node --import tsx gateway/src/main.ts` (settings from the environment, see config.ts).
import cluster from 'node:cluster';
import { loadTracing } from '../../observability/tracing.ts';
import { reportListening, runPrimary, workerCount } from './cluster.ts';
import { loadConfig } from './config.ts';
import { createGateway } from './server.ts';

// A stray promise of one request must not end every request's server: logged, the process goes on.
process.on('unhandledRejection', (reason) => {
  console.error(`[gateway] error: unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`);
});

async function main() {
  const config = loadConfig();
  const tracing = await loadTracing('dalil-gateway');
  const gateway = createGateway(config, { tracing });
  reportListening(await gateway.listen());

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void gateway
      .close()
      .then(() => tracing?.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const fail = (error: unknown) => {
  console.error(`gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};

try {
  loadConfig(); // a wrong setting stops the primary too, before any worker starts
  const { workers, warning } = workerCount(process.env);
  if (warning) console.warn(`[gateway] warning: ${warning}`);
  if (workers > 1 && cluster.isPrimary) runPrimary(workers);
  else main().catch(fail);
} catch (error) {
  fail(error);
}

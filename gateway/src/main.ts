// Starts the gateway: `node --import tsx gateway/src/main.ts` (settings from the environment, see config.ts).
import { loadTracing } from '../../observability/tracing.ts';
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
  const url = await gateway.listen();
  console.log(`gateway listening at ${url}`);

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

main().catch((error: unknown) => {
  console.error(`gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

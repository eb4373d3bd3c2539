// `npm run cluster`: the production topology without Docker (docs/operations.md#npm-run-cluster). nginx in front of 2
// gateways and 2 rest-api instances, on the local PostgreSQL (its own database, `dalil_cluster`, created when missing)
// and Redis. DATABASE_URL and REDIS_URL choose others.
import { spawnSync } from 'node:child_process';
import { ensureClientBuild } from './lib/client-build.ts';
import { ensureNginx, NGINX_INSTALL, startCluster } from './lib/cluster.ts';

const DEFAULT_DATABASE = 'dalil_cluster';

function defaultDatabaseUrl(): string {
  // createdb fails harmlessly when the database exists.
  spawnSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', DEFAULT_DATABASE], { stdio: 'ignore' });
  return `postgres://postgres@127.0.0.1:5432/${DEFAULT_DATABASE}`;
}

async function main() {
  if (!ensureNginx()) {
    console.error(`npm run cluster needs nginx: run \`sudo ${NGINX_INSTALL}\``);
    process.exit(1);
  }
  await ensureClientBuild();
  const cluster = await startCluster({
    databaseUrl: process.env.DATABASE_URL || defaultDatabaseUrl(),
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    port: Number(process.env.PORT ?? 4080),
    echo: true,
  });
  console.log(`\nDalil cluster is running at ${cluster.url.replace('127.0.0.1', 'localhost')}`);
  for (const each of [...cluster.gateways, ...cluster.restApis])
    console.log(`  ${each.name}: ${each.url}  (metrics: ${each.metricsUrl}/metrics)`);
  console.log('Press Ctrl+C to stop.\n');
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

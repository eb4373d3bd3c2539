// GATEWAY_WORKERS=N: N gateway processes sharing one port (node:cluster), so that one machine's gateway uses more than
// one core. Each worker is a whole gateway: they share what must be shared (the response cache, its invalidations and
// live events) through Redis, as separate gateway machines do, so more than one worker needs REDIS_URL. A worker that
// dies is replaced (one that dies before it listens stops them all: it would fail again); SIGINT or SIGTERM stops
// every worker, each finishing its requests first.
import cluster, { type Worker } from 'node:cluster';

/** The number of gateway processes to run, and why it is not what was asked (one line for the log), if it is not. */
export function workerCount(env: NodeJS.ProcessEnv): { workers: number; warning?: string } {
  const asked = env.GATEWAY_WORKERS === undefined || env.GATEWAY_WORKERS === '' ? 1 : Number(env.GATEWAY_WORKERS);
  if (!Number.isInteger(asked) || asked < 1)
    throw new Error(`GATEWAY_WORKERS must be a positive integer, got "${env.GATEWAY_WORKERS}"`);
  if (asked > 1 && !env.REDIS_URL)
    return {
      workers: 1,
      warning: `GATEWAY_WORKERS=${asked} needs REDIS_URL (workers share the response cache and live events through Redis): running one process`,
    };
  return { workers: asked };
}

interface Listening {
  listening: string;
}

const isListening = (message: unknown): message is Listening =>
  typeof message === 'object' && message !== null && typeof (message as Listening).listening === 'string';

/** In a worker: tells the primary the address it serves (the primary prints the one ready line). */
export function reportListening(url: string): void {
  if (cluster.isWorker) process.send?.({ listening: url } satisfies Listening);
  else console.log(`gateway listening at ${url}`);
}

/** The primary: forks the workers, prints `gateway listening at <url>` when all of them listen, replaces the dead. */
export function runPrimary(workers: number): void {
  let stopping = false;
  let announced = false;
  const ready = new Set<number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isListening(message)) return;
      ready.add(worker.id);
      if (!announced && ready.size === workers) {
        announced = true;
        console.log(`[gateway] ${workers} workers`);
        console.log(`gateway listening at ${message.listening}`);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    // One that could not start (its error is printed) would fail again: the gateway does not start.
    if (!wasReady && !stopping) {
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
    }
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit();
      return;
    }
    console.error(`[gateway] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < workers; i++) fork();
}

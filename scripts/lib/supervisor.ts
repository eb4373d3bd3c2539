// Keeps one service of `npm start` running: a service that stops unexpectedly is started again after a back-off that
// grows with each crash in a row (1 s, 2 s, 4 s, 8 s, 16 s by default). One that crashes more times in a row than there
// are back-off steps is given up on (`gaveUp`). A service that stayed up `stableMs` starts the count again.
import type { Service } from './processes.ts';

export interface SupervisorOptions {
  name: string;
  /** The service, already started. */
  service: Service;
  /** Starts it again (same port and settings); resolves when it is ready. */
  restart: () => Promise<Service>;
  backoffMs?: readonly number[];
  stableMs?: number;
  log?: (line: string) => void;
  onRestarted?: (service: Service) => void;
}

export interface Supervision {
  current(): Service;
  /** Restarts so far. */
  restarts(): number;
  /** Resolves with a one-line reason when the service keeps crashing and is not started again. */
  gaveUp: Promise<string>;
  /** Stops watching, then stops the service. */
  stop(): Promise<void>;
}

const DEFAULT_BACKOFF_MS = [1000, 2000, 4000, 8000, 16_000];

export function supervise({
  name,
  service,
  restart,
  backoffMs = DEFAULT_BACKOFF_MS,
  stableMs = 60_000,
  log = (line) => console.error(line),
  onRestarted,
}: SupervisorOptions): Supervision {
  let current = service;
  let stopped = false;
  let restarts = 0;
  let crashesInARow = 0;
  let giveUp: (reason: string) => void = () => {};
  const gaveUp = new Promise<string>((resolve) => (giveUp = resolve));
  let pending: Promise<unknown> = Promise.resolve();

  const watch = (running: Service) => {
    const startedAt = Date.now();
    running.child.once('exit', (code, signal) => {
      if (stopped) return;
      if (Date.now() - startedAt >= stableMs) crashesInARow = 0;
      void crashed(signal ? `signal ${signal}` : `exit code ${code}`);
    });
  };

  const crashed = async (how: string) => {
    crashesInARow++;
    if (crashesInARow > backoffMs.length) {
      const reason = `${name} crashed ${crashesInARow} times in a row (last: ${how}); not starting it again`;
      log(reason);
      giveUp(reason);
      return;
    }
    const wait = backoffMs[crashesInARow - 1];
    log(`${name} stopped unexpectedly (${how}); starting it again in ${wait / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, wait));
    if (stopped) return;
    const attempt = restart();
    pending = attempt.catch(() => undefined);
    try {
      const started = await attempt;
      if (stopped) return void (await started.stop());
      current = started;
      restarts++;
      watch(started);
      log(`${name} is running again`);
      onRestarted?.(started);
    } catch (error) {
      if (!stopped) void crashed(error instanceof Error ? error.message : String(error));
    }
  };

  watch(service);
  return {
    current: () => current,
    restarts: () => restarts,
    gaveUp,
    async stop() {
      stopped = true;
      await pending;
      await current.stop();
    },
  };
}

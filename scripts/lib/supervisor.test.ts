import { afterEach, describe, expect, it } from 'vitest';
import { startService, type Service } from './processes.ts';
import { supervise, type Supervision } from './supervisor.ts';

const start =
  (env: NodeJS.ProcessEnv = {}) =>
  () =>
    startService({ name: 'service', script: 'scripts/lib/fixtures/service.js', env, echo: false });

const answers = async (service: Service) => (await fetch(service.url)).ok;

let supervision: Supervision | undefined;
afterEach(async () => {
  await supervision?.stop();
  supervision = undefined;
});

// Each test starts several node processes, which takes seconds on a loaded machine.
describe('supervise', { timeout: 60_000 }, () => {
  it('restarts a service that was killed, after its back-off', async () => {
    const lines: string[] = [];
    const restarted: Service[] = [];
    supervision = supervise({
      name: 'service',
      service: await start()(),
      restart: start(),
      backoffMs: [200, 200, 200],
      log: (line) => lines.push(line),
      onRestarted: (service) => restarted.push(service),
    });
    const first = supervision.current();
    first.child.kill('SIGKILL');
    await expect.poll(() => restarted.length, { timeout: 30_000 }).toBe(1);
    const second = supervision.current();
    expect(second.child.pid).not.toBe(first.child.pid);
    expect(await answers(second)).toBe(true);
    expect(lines.join('\n')).toMatch(/service stopped unexpectedly \(signal SIGKILL\); starting it again in 0\.2 s/);

    // Killed again: restarted again (one restart that worked is no crash loop).
    second.child.kill('SIGKILL');
    await expect.poll(() => restarted.length, { timeout: 30_000 }).toBe(2);
    expect(await answers(supervision.current())).toBe(true);
  });

  it('gives up on a service that keeps crashing, and says so', async () => {
    const lines: string[] = [];
    supervision = supervise({
      name: 'service',
      service: await start({ CRASH_AFTER_MS: '100' })(),
      restart: start({ CRASH_AFTER_MS: '100' }),
      backoffMs: [50, 100, 150],
      log: (line) => lines.push(line),
    });
    const reason = await supervision.gaveUp;
    expect(reason).toMatch(/^service crashed 4 times in a row \(last: exit code 3\); not starting it again$/);
    expect(lines.filter((line) => line.includes('starting it again in'))).toHaveLength(3);
    expect(supervision.current().child.exitCode).toBe(3);
  });

  it('starts counting again once a service has stayed up', async () => {
    supervision = supervise({
      name: 'service',
      service: await start({ CRASH_AFTER_MS: '300' })(),
      restart: start({ CRASH_AFTER_MS: '300' }),
      backoffMs: [50],
      stableMs: 200,
      log: () => {},
    });
    const outcome = await Promise.race([
      supervision.gaveUp.then(() => 'gave up'),
      new Promise((resolve) => setTimeout(() => resolve('still supervised'), 4000)),
    ]);
    expect(outcome).toBe('still supervised');
    expect(supervision.restarts()).toBeGreaterThanOrEqual(2);
  });

  it('stops watching when stopped: a service stopped on purpose is not started again', async () => {
    let restarted = 0;
    supervision = supervise({
      name: 'service',
      service: await start()(),
      restart: async () => {
        restarted++;
        return start()();
      },
      backoffMs: [50],
      log: () => {},
    });
    const service = supervision.current();
    await supervision.stop();
    await service.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(restarted).toBe(0);
  });
});

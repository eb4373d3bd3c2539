import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLanes, type Step } from './stepRunner.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A step that records when it ran and ends with `code` after `ms`. */
function timedStep(name: string, ms: number, code = 0, after?: string[]) {
  const times = { start: 0, end: 0 };
  const step: Step = {
    name,
    description: `the ${name} step`,
    after,
    async run() {
      times.start = performance.now();
      await pause(ms);
      times.end = performance.now();
      return code;
    },
  };
  return { step, times };
}

const options = () => {
  const printed: string[] = [];
  return {
    printed,
    logDir: mkdtempSync(path.join(os.tmpdir(), 'lanes-')),
    print: (text: string) => printed.push(text),
  };
};

describe('runLanes', () => {
  it('runs the lanes side by side and the steps of a lane one after another', async () => {
    const a = timedStep('a', 150);
    const b = timedStep('b', 150);
    const c = timedStep('c', 10);
    const results = await runLanes([[a.step], [b.step, c.step]], options());
    expect(b.times.start).toBeLessThan(a.times.end);
    expect(c.times.start).toBeGreaterThanOrEqual(b.times.end);
    expect(results.map((r) => [r.step.name, r.code])).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ]);
  });

  it('starts a step only after the steps it needs, in another lane, have passed', async () => {
    const build = timedStep('build', 150);
    const checks = timedStep('checks', 150, 0, ['build']);
    await runLanes([[build.step], [checks.step]], options());
    expect(checks.times.start).toBeGreaterThanOrEqual(build.times.end);
  });

  it('does not run a step whose needed step failed, and reports it failed', async () => {
    const build = timedStep('build', 20, 1);
    const e2e = timedStep('e2e', 20, 0, ['build']);
    const other = timedStep('other', 20);
    const results = await runLanes([[build.step, e2e.step], [other.step]], options());
    expect(e2e.times.start).toBe(0);
    expect(results.find((r) => r.step.name === 'e2e')).toMatchObject({ code: 1, skipped: 'not run: build failed' });
    expect(results.find((r) => r.step.name === 'other')?.code).toBe(0);
  });

  it('ignores a needed step that is not part of the run', async () => {
    const e2e = timedStep('e2e', 10, 0, ['build']);
    const [result] = await runLanes([[e2e.step]], options());
    expect(result.code).toBe(0);
    expect(e2e.times.start).toBeGreaterThan(0);
  });

  it("prints a step's own lines and its commands' output in one block when lanes run side by side", async () => {
    const opts = options();
    const noisy: Step = {
      name: 'noisy',
      description: 'prints',
      async run(out) {
        out.log('from the step');
        return out.exec(process.execPath, ['-e', 'console.log("from the child"); console.error("to stderr")']);
      },
    };
    const failing: Step = { name: 'failing', description: 'throws', run: () => Promise.reject(new Error('broken')) };
    const results = await runLanes([[noisy], [failing]], opts);
    const block = opts.printed.find((text) => text.includes('=== noisy: prints ==='))!;
    expect(block).toMatch(/from the step\nfrom the child\nto stderr\n=== noisy passed in [\d.]+ s ===$/);
    expect(opts.printed.find((text) => text.includes('=== failing: throws ==='))).toContain(
      'broken\n=== failing FAILED',
    );
    expect(results.map((r) => r.code)).toEqual([0, 1]);
  });

  it('says which steps are still running', async () => {
    const opts = { ...options(), heartbeatMs: 30 };
    await runLanes([[timedStep('slow', 120).step], [timedStep('quick', 10).step]], opts);
    expect(opts.printed).toContain('still running: slow (0 min)');
  });
});

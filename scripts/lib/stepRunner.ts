// Runs `npm test`'s steps in lanes: the steps of one lane one after another, the lanes side by side, a step waiting for
// the steps it needs (`after`) wherever they run. With more than one lane each step's output goes to its own log file
// and is printed in one block when the step ends, so that side-by-side steps do not interleave their lines.
import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { run } from './processes.ts';

export interface StepOutput {
  log(text: string): void;
  error(text: string): void;
  /** Runs a command to completion with its output in the step's output; resolves with its exit code. */
  exec(command: string, args: string[], options?: { cwd?: string; env?: NodeJS.ProcessEnv }): Promise<number>;
}

export interface Step {
  name: string;
  description: string;
  /** Steps that must have passed before this one starts, when they are part of the run. */
  after?: string[];
  run(out: StepOutput): Promise<number>;
}

export interface StepResult<S extends Step = Step> {
  step: S;
  code: number;
  seconds: number;
  /** Why the step did not run (a step it needs failed). */
  skipped?: string;
}

export interface LaneOptions {
  /** Where each step's log goes when the lanes run side by side. */
  logDir: string;
  /** Writes the runner's own lines (headers, blocks of captured output). */
  print(text: string): void;
  /** How often to say which steps are still running, when output is captured (default 5 minutes). */
  heartbeatMs?: number;
}

const inherited: StepOutput = {
  log: (text) => console.log(text),
  error: (text) => console.error(text),
  exec: (command, args, options) => run(command, args, options),
};

function fileOutput(file: string): StepOutput & { close(): void } {
  const fd = openSync(file, 'w');
  const write = (text: string) => writeSync(fd, text.endsWith('\n') ? text : `${text}\n`);
  return {
    log: write,
    error: write,
    exec: (command, args, options) => run(command, args, { ...options, output: fd }),
    close: () => closeSync(fd),
  };
}

const header = (step: Step) => `\n=== ${step.name}: ${step.description} ===`;

export async function runLanes<S extends Step>(lanes: S[][], options: LaneOptions): Promise<StepResult<S>[]> {
  const capture = lanes.filter((lane) => lane.length).length > 1;
  if (capture) mkdirSync(options.logDir, { recursive: true });
  const planned = new Set(lanes.flat().map((step) => step.name));
  const finished = new Map<string, Promise<StepResult<S>>>();
  const settle = new Map<string, (result: StepResult<S>) => void>();
  for (const name of planned) finished.set(name, new Promise((resolve) => settle.set(name, resolve)));
  const running = new Map<string, number>();
  const results: StepResult<S>[] = [];

  const runStep = async (step: S): Promise<StepResult<S>> => {
    const needed = await Promise.all(
      (step.after ?? []).filter((name) => planned.has(name)).map((n) => finished.get(n)!),
    );
    const failed = needed.filter((result) => result.code !== 0).map((result) => result.step.name);
    if (failed.length) return { step, code: 1, seconds: 0, skipped: `not run: ${failed.join(', ')} failed` };
    const started = Date.now();
    running.set(step.name, started);
    const logFile = path.join(options.logDir, `${step.name}.log`);
    const out = capture ? fileOutput(logFile) : undefined;
    if (capture) options.print(`started ${step.name} (log: ${logFile})`);
    else options.print(header(step));
    let code: number;
    try {
      code = await step.run(out ?? inherited);
    } catch (error) {
      (out ?? inherited).error(error instanceof Error ? error.message : String(error));
      code = 1;
    }
    out?.close();
    running.delete(step.name);
    const seconds = (Date.now() - started) / 1000;
    if (capture) {
      const verdict = `${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`;
      options.print(
        `${header(step)} (${verdict})\n${readFileSync(logFile, 'utf8').trimEnd()}\n=== ${step.name} ${verdict} ===`,
      );
    }
    return { step, code, seconds };
  };

  const heartbeat = capture
    ? setInterval(() => {
        const now = Date.now();
        const list = [...running].map(([name, since]) => `${name} (${Math.round((now - since) / 60_000)} min)`);
        if (list.length) options.print(`still running: ${list.join(', ')}`);
      }, options.heartbeatMs ?? 300_000)
    : undefined;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const result = await runStep(step);
        results.push(result);
        settle.get(step.name)!(result);
      }
    }),
  );
  clearInterval(heartbeat);
  // In the order the steps were listed, whatever order they ended in.
  const order = lanes.flat();
  return results.sort((a, b) => order.indexOf(a.step) - order.indexOf(b.step));
}

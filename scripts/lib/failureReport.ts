// The failed tests of a run, read from the runners' JSON reports, so that the end of `npm test`'s output (which is all
// a CI log view may keep) names what failed and why, not only which step.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Failure {
  test: string;
  message: string;
}

const reportDir = path.join(os.tmpdir(), `dalil-test-reports-${process.pid}`);

/** Where a step's runner writes its JSON report. */
export function reportFile(step: string): string {
  mkdirSync(reportDir, { recursive: true });
  return path.join(reportDir, `${step}.json`);
}

/** vitest's `--reporter=json` shape (only what is read here). */
interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export function vitestFailures(report: VitestReport): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({
        test: `${path.basename(file.name)} > ${test.fullName}`,
        message: test.failureMessages?.[0] ?? '',
      });
    }
    // A file that failed outside its tests (an import error, a hook timeout) has no failed assertion to show.
    if (!failed.length && file.status === 'failed') {
      failures.push({ test: path.basename(file.name), message: file.message ?? 'the file failed outside its tests' });
    }
  }
  return failures;
}

/** Playwright's JSON reporter shape (only what is read here). */
interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { status: string; error?: { message?: string } }[] }[];
  }[];
}

export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): Failure[] {
  const failures: Failure[] = [];
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const last = test.results.at(-1);
        failures.push({
          test: `${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]`,
          message: last?.error?.message ?? last?.status ?? '',
        });
      }
    }
    suite.suites?.forEach(visit);
  };
  report.suites?.forEach(visit);
  return failures;
}

/** The failures a step's report holds; none when the runner wrote no report (it crashed before, or was not run). */
export function readFailures(step: string, parse: (report: never) => Failure[]): Failure[] {
  const file = reportFile(step);
  if (!existsSync(file)) return [];
  try {
    return parse(JSON.parse(readFileSync(file, 'utf8')) as never);
  } catch {
    return [{ test: step, message: `its report ${file} could not be read` }];
  }
}

// ANSI colour codes make no sense in a summary read as plain text.
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** A few lines per failure: the test's name and the start of its message. */
export function formatFailures(step: string, failures: Failure[], linesPerFailure = 6): string[] {
  return failures.flatMap(({ test, message }) => [
    `  ${step}: ${test}`,
    ...plain(message)
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, linesPerFailure)
      .map((line) => `      ${line.slice(0, 300)}`),
  ]);
}

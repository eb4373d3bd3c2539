import { describe, expect, it } from 'vitest';
import { formatFailures, playwrightFailures, vitestFailures } from './failureReport.ts';

describe('the failed tests named at the end of npm test', () => {
  it("reads vitest's failed tests, and a file that failed outside its tests", () => {
    const failures = vitestFailures({
      testResults: [
        {
          name: '/repo/tests/cluster/faults.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'faults recovers', status: 'failed', failureMessages: ['AssertionError: expected 3 to be 0'] },
            { fullName: 'faults passes', status: 'passed' },
          ],
        },
        {
          name: '/repo/tests/cluster/cluster.test.ts',
          status: 'failed',
          message: 'Hook timed out',
          assertionResults: [],
        },
        { name: '/repo/ok.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    });
    expect(failures).toEqual([
      { test: 'faults.test.ts > faults recovers', message: 'AssertionError: expected 3 to be 0' },
      { test: 'cluster.test.ts', message: 'Hook timed out' },
    ]);
  });

  it("reads Playwright's unexpected results only, through nested suites, with the last retry's error", () => {
    const failures = playwrightFailures({
      suites: [
        {
          title: 'home.spec.ts',
          suites: [
            {
              title: 'nested',
              specs: [
                {
                  title: 'shows the rows',
                  file: 'e2e/home.spec.ts',
                  line: 12,
                  tests: [
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [
                        { status: 'failed', error: { message: 'first' } },
                        { status: 'timedOut', error: { message: 'Timeout 30000ms' } },
                      ],
                    },
                  ],
                },
                {
                  title: 'flaky but passed',
                  file: 'e2e/home.spec.ts',
                  line: 30,
                  tests: [{ projectName: 'desktop', status: 'flaky', results: [{ status: 'passed' }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failures).toEqual([{ test: 'e2e/home.spec.ts:12 › shows the rows [desktop]', message: 'Timeout 30000ms' }]);
  });

  it('prints a name and the first non-empty lines of the message, without colour codes', () => {
    const lines = formatFailures(
      'e2e',
      [{ test: 'a › b', message: '\u001b[31mExpected\u001b[39m\n\nline 2\nline 3' }],
      2,
    );
    expect(lines).toEqual(['  e2e: a › b', '      Expected', '      line 2']);
  });
});

// `npm test`: every check and test of the product, with a summary at the end.
// `npm test -- <step> [<step>...]` runs only the named steps (see `steps` below).
// The steps run in two lanes side by side (TEST_LANES=1: one after another): the build and the end-to-end tests, which
// take longest, in one; every other step in the other. Each step's output is printed in one block when it ends.
import { ensureChromium } from './lib/chromium.ts';
import { ensureNginx, NGINX_INSTALL } from './lib/cluster.ts';
import {
  formatFailures,
  playwrightFailures,
  readFailures,
  reportFile,
  vitestFailures,
  type Failure,
} from './lib/failureReport.ts';
import { COMPOSE_INSTALL, composeCommand } from './lib/compose.ts';
import { staleGeneratedFiles } from './lib/generated.ts';
import { manifestProblems } from './lib/persistedOperations.ts';
import { checkRepositorySchema } from './lib/schemaCompatibility.ts';
import { repoRoot } from './lib/processes.ts';
import { runLanes, type Step as LaneStep, type StepOutput } from './lib/stepRunner.ts';
import path from 'node:path';

interface Step extends LaneStep {
  /** Finds or installs what the step needs from Debian's packages, before any step starts (apt-get runs one at a time). */
  prepare?(): void;
  /** The failed tests the step's runner reported, for the summary. */
  failures?(): Failure[];
}

const npx = (out: StepOutput, args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = {}) =>
  out.exec('npx', args, { cwd, env });
const inPackage = (name: string) => path.join(repoRoot, name);
// vitest prints as usual and also writes a JSON report, read back for the summary's list of failures.
const vitest = (out: StepOutput, step: string, args: string[] = [], cwd = repoRoot) =>
  npx(
    out,
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(step)}`],
    cwd,
  );
const vitestStep = (name: string, description: string, args: string[] = [], cwd = repoRoot): Step => ({
  name,
  description,
  run: (out) => vitest(out, name, args, cwd),
  failures: () => readFailures(name, vitestFailures),
});
// TypeScript 7 (native) checks the code; the `typescript` package is 5.x for the tools that need its JavaScript API
// (typescript-eslint, openapi-typescript).
const TSC = path.join(repoRoot, 'node_modules/tsgo/bin/tsc');
// What the cluster and e2e steps found in their `prepare`.
let compose: string[] | undefined;
let nginx: string | undefined;
let chromium: string | undefined;

const steps: Step[] = [
  {
    name: 'typecheck',
    description: 'tsc --noEmit (strict) for every package',
    async run(out) {
      for (const project of [
        'tsconfig.json',
        'tests/tsconfig.json',
        'rest-api/tsconfig.json',
        'gateway/tsconfig.json',
        'client/tsconfig.json',
      ]) {
        const code = await out.exec(TSC, ['--noEmit', '-p', project]);
        if (code !== 0) return code;
      }
      return 0;
    },
  },
  {
    name: 'lint',
    description: 'Prettier (formatting) and ESLint (typescript-eslint, React hooks, Relay) over every package',
    async run(out) {
      const formatted = await npx(out, ['prettier', '--check', '--log-level', 'warn', '.']);
      const linted = await npx(out, ['eslint', '--max-warnings', '0', '.']);
      return formatted || linted;
    },
  },
  {
    name: 'relay',
    description:
      'generated Relay artifacts match the sources and schema.graphql; the persisted-operations manifest matches them',
    async run(out) {
      const code = await npx(out, ['relay-compiler', '--validate']);
      const problems = await manifestProblems();
      for (const problem of problems) out.error(`persisted-operations.json: ${problem}`);
      if (problems.length) out.error('Run `npm run relay` (or `npm run persist:native`) and commit the result.');
      return code || (problems.length ? 1 : 0);
    },
  },
  {
    name: 'schema',
    description:
      'schema.graphql keeps every persisted operation valid and breaks nothing released without deprecating it first',
    async run(out) {
      const { problems, notes } = await checkRepositorySchema();
      for (const note of notes) out.log(`note: ${note}`);
      for (const problem of problems) out.error(problem);
      if (problems.length)
        out.error(
          'Deprecate (@deprecated) what you want to remove, release, and remove it afterwards (docs/persisted-operations.md#schema-changes).',
        );
      return problems.length ? 1 : 0;
    },
  },
  vitestStep('scripts', 'unit tests of the repository scripts (persisted operations, schema compatibility)', [
    '--config',
    'scripts/vitest.config.ts',
  ]),
  {
    name: 'generated',
    description:
      "committed generated files (schema.graphql merged from the per-domain schema files, openapi.json, the gateway's REST and resolver types) are up to date",
    async run(out) {
      const stale = await staleGeneratedFiles();
      for (const file of stale) {
        out.error(`${file} differs from what \`npm run generate\` makes: run it and commit the result`);
      }
      return stale.length ? 1 : 0;
    },
  },
  vitestStep('rest-api', 'rest-api unit and integration tests', [], inPackage('rest-api')),
  vitestStep('gateway', 'gateway unit and integration tests', [], inPackage('gateway')),
  vitestStep('client', 'client unit tests', [], inPackage('client')),
  {
    name: 'build',
    description: 'production build: rest-api and the gateway (compiled JavaScript), the client',
    run: (out) => out.exec('npm', ['run', 'build']),
  },
  {
    name: 'cluster',
    description:
      'docker-compose.yml validates; nginx in front of 2 gateways and 2 rest-api instances, and the fault tests (docs/operations.md)',
    after: ['build'],
    prepare() {
      compose = composeCommand();
      nginx = ensureNginx();
    },
    async run(out) {
      const composed = compose
        ? await out.exec(compose[0], [...compose.slice(1), 'config', '--quiet'], {
            env: { CLIENT_KEY: 'check', OAUTH_CLIENT_SECRET: 'check' },
          })
        : (out.log(`docker-compose.yml not validated: no Docker Compose here; run: sudo ${COMPOSE_INSTALL}`), 0);
      if (compose && !composed) out.log(`docker-compose.yml validates (${compose.join(' ')} config)`);
      if (!nginx) {
        out.log(`cluster and fault tests skipped: nginx is missing; run: sudo ${NGINX_INSTALL}`);
        return composed;
      }
      const tested = await vitest(out, 'cluster', ['--config', 'tests/cluster/vitest.config.ts']);
      return composed || tested;
    },
    failures: () => readFailures('cluster', vitestFailures),
  },
  {
    name: 'e2e',
    description: 'Playwright end-to-end tests in Chromium',
    after: ['build'],
    prepare() {
      chromium = ensureChromium();
    },
    run: (out) =>
      npx(out, ['playwright', 'test', '--reporter=list,json'], inPackage('tests'), {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile('e2e'),
      }),
    failures: () => readFailures('e2e', playwrightFailures),
  },
];

// The lane of the longest steps; the other lane takes the rest, in the order listed.
const BROWSER_LANE = ['build', 'e2e'];

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const selected = only.length ? steps.filter((step) => only.includes(step.name)) : steps;
  for (const step of selected) step.prepare?.();
  const lanes =
    process.env.TEST_LANES === '1'
      ? [selected]
      : [
          selected.filter((step) => BROWSER_LANE.includes(step.name)),
          selected.filter((step) => !BROWSER_LANE.includes(step.name)),
        ];
  const started = Date.now();
  const results = await runLanes(lanes, {
    logDir: path.join(repoRoot, '.tmp', 'test-logs'),
    print: (text) => console.log(text),
  });
  console.log('\n=== summary ===');
  for (const { step, code, seconds, skipped } of results) {
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${skipped ?? `${seconds.toFixed(1)} s`}`);
  }
  console.log(`all steps: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const failures = results
    .filter((r) => r.code !== 0 && !r.skipped)
    .flatMap(({ step }) => formatFailures(step.name, step.failures?.() ?? []));
  // Kept short: a CI log view may show only the end of the output.
  const shown = failures.slice(0, 60);
  if (failures.length > shown.length) shown.push(`  ... ${failures.length - shown.length} more lines above`);
  if (failures.length) console.log(['\n=== failed tests ===', ...shown].join('\n'));
  const failed = results.filter((r) => r.code !== 0).length;
  console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();

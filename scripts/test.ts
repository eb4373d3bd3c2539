// `npm test`: every check and test of the product, in order, with a summary at the end.
// `npm test -- <step> [<step>...]` runs only the named steps (see `steps` below).
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
import { repoRoot, run } from './lib/processes.ts';
import path from 'node:path';

interface Step {
  name: string;
  description: string;
  run(): Promise<number>;
  /** The failed tests the step's runner reported, for the summary. */
  failures?(): Failure[];
}

const npx = (args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = {}) => run('npx', args, { cwd, env });
const inPackage = (name: string) => path.join(repoRoot, name);
// vitest prints as usual and also writes a JSON report, read back for the summary's list of failures.
const vitest = (step: string, args: string[] = [], cwd = repoRoot) =>
  npx(
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(step)}`],
    cwd,
  );
const vitestStep = (name: string, description: string, args: string[] = [], cwd = repoRoot): Step => ({
  name,
  description,
  run: () => vitest(name, args, cwd),
  failures: () => readFailures(name, vitestFailures),
});
// TypeScript 7 (native) checks the code; the `typescript` package is 5.x for the tools that need its JavaScript API
// (typescript-eslint, openapi-typescript).
const TSC = path.join(repoRoot, 'node_modules/tsgo/bin/tsc');

const steps: Step[] = [
  {
    name: 'typecheck',
    description: 'tsc --noEmit (strict) for every package',
    async run() {
      for (const project of [
        'tsconfig.json',
        'tests/tsconfig.json',
        'rest-api/tsconfig.json',
        'gateway/tsconfig.json',
        'client/tsconfig.json',
      ]) {
        const code = await run(TSC, ['--noEmit', '-p', project], { cwd: repoRoot });
        if (code !== 0) return code;
      }
      return 0;
    },
  },
  {
    name: 'lint',
    description: 'Prettier (formatting) and ESLint (typescript-eslint, React hooks, Relay) over every package',
    async run() {
      const formatted = await npx(['prettier', '--check', '--log-level', 'warn', '.']);
      const linted = await npx(['eslint', '--max-warnings', '0', '.']);
      return formatted || linted;
    },
  },
  {
    name: 'relay',
    description:
      'generated Relay artifacts match the sources and schema.graphql; the persisted-operations manifest matches them',
    async run() {
      const code = await npx(['relay-compiler', '--validate']);
      const problems = await manifestProblems();
      for (const problem of problems) console.error(`persisted-operations.json: ${problem}`);
      if (problems.length) console.error('Run `npm run relay` (or `npm run persist:native`) and commit the result.');
      return code || (problems.length ? 1 : 0);
    },
  },
  {
    name: 'schema',
    description:
      'schema.graphql keeps every persisted operation valid and breaks nothing released without deprecating it first',
    async run() {
      const { problems, notes } = await checkRepositorySchema();
      for (const note of notes) console.log(`note: ${note}`);
      for (const problem of problems) console.error(problem);
      if (problems.length)
        console.error(
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
    description: "committed generated files (openapi.json, the gateway's REST and resolver types) are up to date",
    async run() {
      const stale = await staleGeneratedFiles();
      for (const file of stale) {
        console.error(`${file} differs from what \`npm run generate\` makes: run it and commit the result`);
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
    run: () => run('npm', ['run', 'build']),
  },
  {
    name: 'cluster',
    description:
      'docker-compose.yml validates; nginx in front of 2 gateways and 2 rest-api instances, and the fault tests (docs/operations.md)',
    async run() {
      const compose = composeCommand();
      const composed = compose
        ? await run(compose[0], [...compose.slice(1), 'config', '--quiet'], {
            env: { CLIENT_KEY: 'check', OAUTH_CLIENT_SECRET: 'check' },
          })
        : (console.log(`docker-compose.yml not validated: no Docker Compose here; run: sudo ${COMPOSE_INSTALL}`), 0);
      if (compose && !composed) console.log(`docker-compose.yml validates (${compose.join(' ')} config)`);
      if (!ensureNginx()) {
        console.log(`cluster and fault tests skipped: nginx is missing; run: sudo ${NGINX_INSTALL}`);
        return composed;
      }
      const tested = await vitest('cluster', ['--config', 'tests/cluster/vitest.config.ts']);
      return composed || tested;
    },
    failures: () => readFailures('cluster', vitestFailures),
  },
  {
    name: 'e2e',
    description: 'Playwright end-to-end tests in Chromium',
    async run() {
      const chromium = ensureChromium();
      return npx(['playwright', 'test', '--reporter=list,json'], inPackage('tests'), {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile('e2e'),
      });
    },
    failures: () => readFailures('e2e', playwrightFailures),
  },
];

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const selected = only.length ? steps.filter((step) => only.includes(step.name)) : steps;
  const results: { step: Step; code: number; seconds: number }[] = [];
  for (const step of selected) {
    console.log(`\n=== ${step.name}: ${step.description} ===`);
    const started = Date.now();
    let code: number;
    try {
      code = await step.run();
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      code = 1;
    }
    results.push({ step, code, seconds: (Date.now() - started) / 1000 });
  }
  console.log('\n=== summary ===');
  for (const { step, code, seconds } of results) {
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name.padEnd(10)} ${seconds.toFixed(1)} s`);
  }
  const failures = results
    .filter((r) => r.code !== 0)
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

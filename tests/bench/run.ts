// `npm run bench`: starts the product on a throwaway database and prints its performance figures against the budgets
// (one GraphQL request per navigation, no repeated or per-item upstream calls, first-route JS under 170 KB gzip).
import path from 'node:path';
import { ensureClientBuild } from '../../scripts/lib/client-build.ts';
import { repoRoot } from '../../scripts/lib/processes.ts';
import { startStack } from '../../scripts/lib/stack.ts';
import { measureBundle } from './bundle.ts';
import { measureNavigation } from './navigation.ts';
import { measureScreens } from './screens.ts';

const repetitions = Number(process.env.BENCH_REPETITIONS ?? 20);
const budgetKb = 170;

function table(rows: Record<string, string | number>[]) {
  console.table(rows);
}

async function main() {
  await ensureClientBuild();
  const bundle = measureBundle(path.join(repoRoot, 'client', 'dist'), [
    'HomeScreen',
    'HappeningListScreen',
    'HappeningDetailScreen',
    'PlacesHomeScreen',
    'PlaceListScreen',
    'PlaceDetailScreen',
  ]);
  console.log(`\nJavaScript before first render (gzip, budget ${budgetKb} KB for the first route):`);
  table([
    { route: 'entry only', files: bundle.entryFiles, 'KB gzip': bundle.entryGzipKb.toFixed(1) },
    ...bundle.routes.map((r) => ({ route: r.screen, files: r.files, 'KB gzip': r.gzipKb.toFixed(1) })),
  ]);

  const stack = await startStack({
    port: 0,
    restApiPort: 0,
    echo: false,
    // A cold reference cache makes every measured request pay for cities/categories, the worst case.
    env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DEBUG_UPSTREAM_CALLS: '1', REFERENCE_CACHE_TTL_MS: '0' },
  });
  try {
    const screens = await measureScreens(stack.url, repetitions);
    console.log(
      `\nUpstream calls and latency per screen query (${repetitions} sequential requests each, local PGlite):`,
    );
    table(screens.map((s) => ({ ...s, medianMs: s.medianMs.toFixed(1), p95Ms: s.p95Ms.toFixed(1) })));
    const navigation = await measureNavigation(stack.url);
    console.log(
      '\nGraphQL requests per navigation in Chromium (budget: 0 on a first load, 1 per navigation; a back navigation may render from the store):',
    );
    table(navigation.map((n) => ({ ...n, ms: n.ms.toFixed(0) })));

    const over = [
      ...(bundle.routes[0].gzipKb > budgetKb
        ? [`first route JS ${bundle.routes[0].gzipKb.toFixed(1)} KB > ${budgetKb} KB`]
        : []),
      ...screens
        .filter((s) => s.repeatedCalls > 0)
        .map((s) => `${s.screen} (${s.locale}) repeats ${s.repeatedCalls} upstream call(s)`),
      ...navigation
        .filter((n) =>
          n.step.startsWith('first load')
            ? n.graphqlRequests > 0
            : n.graphqlRequests > 1 || (n.graphqlRequests === 0 && n.step !== 'back'),
        )
        .map((n) => `${n.step}: ${n.graphqlRequests} GraphQL requests`),
    ];
    console.log(over.length ? `\nOver budget:\n- ${over.join('\n- ')}` : '\nAll budgets met.');
    process.exitCode = over.length ? 1 : 0;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});

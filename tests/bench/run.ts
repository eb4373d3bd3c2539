// `npm run bench`: starts the product on a throwaway database and prints its performance figures against the budgets
// (one GraphQL request per navigation, no repeated or per-item upstream calls, first-route JS under 180 KB gzip,
// Lighthouse scores). `npm run bench -- lighthouse` (or BENCH_ONLY=lighthouse) runs only the named parts, comma
// separated: bundle, screens, cpu, navigation, search, lighthouse (LIGHTHOUSE_RUNS runs of each page, the median kept;
// LIGHTHOUSE_PAGES picks pages by name), and peers, run only when named (Dalil beside GraphQL Mesh under load, minutes:
// peers/measure.ts).
import path from 'node:path';
import { ensureClientBuild } from '../../scripts/lib/client-build.ts';
import { repoRoot } from '../../scripts/lib/processes.ts';
import { startService } from '../../scripts/lib/processes.ts';
import { randomSecrets } from '../../scripts/lib/secrets.ts';
import { ensureServerBuild } from '../../scripts/lib/server-build.ts';
import { startStack } from '../../scripts/lib/stack.ts';
import { measureBundle } from './bundle.ts';
import { measureGatewayCpu, WARM_UP } from './gatewayCpu.ts';
import { lighthouseMisses, lighthousePages, lighthouseRows, measureLighthouse } from './lighthouse.ts';
import { measureNavigation } from './navigation.ts';
import { measurePeers, PEERS_BUDGETS, PEERS_SETTINGS, peersMisses } from './peers/measure.ts';
import { measureScreens } from './screens.ts';
import { measureKindCalls, measureTyping } from './search.ts';

const repetitions = Number(process.env.BENCH_REPETITIONS ?? 20);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const CPU_REQUESTS = 500;
const budgetKb = 180;

const PARTS = ['bundle', 'screens', 'cpu', 'navigation', 'search', 'lighthouse', 'peers'] as const;
type Part = (typeof PARTS)[number];
/** Parts run only when named. */
const NAMED_ONLY: readonly Part[] = ['peers'];

function selectedParts(): Set<Part> {
  const named = (process.env.BENCH_ONLY ?? process.argv.slice(2).join(','))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = named.filter((part) => !PARTS.includes(part as Part));
  if (unknown.length) throw new Error(`unknown bench part(s): ${unknown.join(', ')} (known: ${PARTS.join(', ')})`);
  return new Set(named.length ? (named as Part[]) : PARTS.filter((part) => !NAMED_ONLY.includes(part)));
}

function table(rows: Record<string, string | number>[]) {
  console.table(rows);
}

function measureFirstRouteJs(): string[] {
  const bundle = measureBundle(path.join(repoRoot, 'client', 'dist'), [
    'HomeScreen',
    'HappeningListScreen',
    'HappeningDetailScreen',
    'PlacesHomeScreen',
    'PlaceListScreen',
    'PlaceDetailScreen',
  ]);
  // Any of these can be the route a visitor lands on first (a shared link, a search result), so each has the budget.
  console.log(`\nJavaScript before first render (gzip, budget ${budgetKb} KB for every route a visitor can land on):`);
  table([
    { route: 'entry only', files: bundle.entryFiles, 'KB gzip': bundle.entryGzipKb.toFixed(1), 'budget KB': '' },
    ...bundle.routes.map((r) => ({
      route: r.screen,
      files: r.files,
      'KB gzip': r.gzipKb.toFixed(1),
      'budget KB': budgetKb,
    })),
  ]);
  return bundle.routes
    .filter((r) => r.gzipKb > budgetKb)
    .map((r) => `first-route JS of ${r.screen} ${r.gzipKb.toFixed(1)} KB > ${budgetKb} KB`);
}

/**
 * The gateway's CPU as production runs it (compiled JavaScript, NODE_ENV=production, the reference cache at its
 * default), on a stack of its own: the other parts' stack runs the TypeScript sources with the debug header and a cold
 * reference cache, which measure the calls, not the CPU. The response cache is off: every request runs its query.
 */
async function measureProductionCpu() {
  await ensureServerBuild();
  const stack = await startStack({
    port: 0,
    restApiPort: 0,
    echo: false,
    compiled: true,
    env: PRODUCTION_ENV,
  });
  try {
    return await measureGatewayCpu(stack.url, stack.gateway.child.pid!, CPU_REQUESTS);
  } finally {
    await stack.stop();
  }
}

/** The production environment of a measured stack: compiled, NODE_ENV=production, every request runs its query. */
const PRODUCTION_ENV = { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'production', RESPONSE_CACHE_TTL_MS: '0' };

/**
 * Dalil beside GraphQL Mesh (peers/): a production stack and the Mesh peer composed from its REST API's OpenAPI
 * document, on one REST API and database (PEERS_DATABASE_URL for PostgreSQL; else a throwaway PGlite).
 */
async function measurePeersPart() {
  await ensureServerBuild();
  const database = process.env.PEERS_DATABASE_URL ? { DATABASE_URL: process.env.PEERS_DATABASE_URL } : {};
  // The peer is a client of the REST API like Dalil's gateway: it sends the same client key.
  const { CLIENT_KEY } = randomSecrets();
  const stack = await startStack({
    port: 0,
    restApiPort: 0,
    echo: false,
    compiled: true,
    env: { ...PRODUCTION_ENV, ...database, CLIENT_KEY },
  });
  try {
    const mesh = await startService({
      name: 'mesh',
      script: 'tests/bench/peers/meshServer.ts',
      env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: '0', UPSTREAM_URL: stack.restApi.url, CLIENT_KEY },
      echo: false,
    });
    try {
      return await measurePeers(
        { name: 'dalil', url: stack.url, pid: stack.gateway.child.pid! },
        { name: 'mesh', url: mesh.url, pid: mesh.child.pid! },
      );
    } finally {
      await mesh.stop();
    }
  } finally {
    await stack.stop();
  }
}

async function main() {
  const parts = selectedParts();
  await ensureClientBuild();
  const over: string[] = parts.has('bundle') ? measureFirstRouteJs() : [];
  // The CPU part has a stack of its own (measureProductionCpu); the others share the one below.
  if (parts.has('cpu')) {
    const cpu = await measureProductionCpu();
    console.log(
      `\nGateway CPU per screen query (${CPU_REQUESTS} sequential requests each after ${WARM_UP} of warm-up, as \`npm start\` runs it: compiled, NODE_ENV=production; response cache off):`,
    );
    table(cpu.map((c) => ({ ...c, 'CPU ms per request': c['CPU ms per request'].toFixed(1) })));
    over.push(
      ...cpu
        .filter((c) => c['CPU ms per request'] >= c['budget ms'])
        .map((c) => `gateway CPU for ${c.screen} ${c['CPU ms per request'].toFixed(1)} ms >= ${c['budget ms']} ms`),
    );
  }
  if (parts.has('peers')) {
    const peers = await measurePeersPart();
    const { connections, seconds, rounds } = PEERS_SETTINGS;
    console.log(
      `\nDalil beside GraphQL Mesh + Hive Gateway (${connections} connections, ${seconds} s per screen and peer, median of ${rounds} alternating rounds; production, response cache off, compressed answers). A shared 2-core machine makes absolute figures noisy: read the ratios. Budgets: Dalil's screens/s >= ${PEERS_BUDGETS.rate}x Mesh's, its gateway CPU per screen <= ${PEERS_BUDGETS.cpu}x Mesh's:`,
    );
    table(
      peers.map((p) => ({
        screen: p.screen,
        'Mesh requests': p['Mesh requests'],
        'Dalil screens/s': p['Dalil screens/s'].toFixed(1),
        'Mesh screens/s': p['Mesh screens/s'].toFixed(1),
        'rate x (budget)': `${p['rate x'].toFixed(2)} (>= ${PEERS_BUDGETS.rate})`,
        'Dalil CPU ms': p['Dalil CPU ms'].toFixed(1),
        'Mesh CPU ms': p['Mesh CPU ms'].toFixed(1),
        'CPU x (budget)': `${p['CPU x'].toFixed(2)} (<= ${PEERS_BUDGETS.cpu})`,
        'failures (Dalil / Mesh)': `${p['Dalil failures']} / ${p['Mesh failures']}`,
      })),
    );
    over.push(...peersMisses(peers));
  }
  if (!['screens', 'navigation', 'search', 'lighthouse'].some((part) => parts.has(part as Part))) return report(over);

  const stack = await startStack({
    port: 0,
    restApiPort: 0,
    echo: false,
    // A cold reference cache makes every measured request pay for cities/categories, the worst case.
    // No response cache either: every measured request runs its query.
    env: {
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      DEBUG_UPSTREAM_CALLS: '1',
      REFERENCE_CACHE_TTL_MS: '0',
      RESPONSE_CACHE_TTL_MS: '0',
    },
  });
  try {
    if (parts.has('screens')) {
      const screens = await measureScreens(stack.url, repetitions);
      console.log(
        `\nUpstream calls and latency per screen query (${repetitions} sequential requests each, local PGlite):`,
      );
      table(
        screens.map(({ callsPerRouteBudget, ...s }) => ({
          ...s,
          callsPerRouteBudget: callsPerRouteBudget ?? '',
          medianMs: s.medianMs.toFixed(1),
          p95Ms: s.p95Ms.toFixed(1),
        })),
      );
      over.push(
        ...screens
          .filter((s) => s.repeatedCalls > 0)
          .map((s) => `${s.screen} (${s.locale}) repeats ${s.repeatedCalls} upstream call(s)`),
        ...screens
          .filter((s) => s.callsPerRouteBudget !== null && s.callsPerRoute > s.callsPerRouteBudget)
          .map((s) => `${s.screen} (${s.locale}): ${s.callsPerRoute} calls to one upstream route`),
      );
    }
    if (parts.has('navigation')) {
      const navigation = await measureNavigation(stack.url);
      console.log(
        '\nGraphQL requests per navigation in Chromium (budget: 0 on a first load, 1 per navigation; a back navigation may render from the store):',
      );
      table(navigation.map((n) => ({ ...n, ms: n.ms.toFixed(0) })));
      over.push(
        ...navigation
          .filter((n) =>
            n.step.startsWith('first load')
              ? n.graphqlRequests > 0
              : n.graphqlRequests > 1 || (n.graphqlRequests === 0 && n.step !== 'back'),
          )
          .map((n) => `${n.step}: ${n.graphqlRequests} GraphQL requests`),
      );
    }
    if (parts.has('search')) {
      const typing = await measureTyping(stack.url);
      console.log('\nHeader search: GraphQL requests while typing (budget: at most 1 per settled text):');
      table(typing.map((t) => ({ ...t, budget: t.settledTexts })));
      over.push(
        ...typing
          .filter((t) => t.graphqlRequests > t.settledTexts)
          .map((t) => `typing "${t.typed}": ${t.graphqlRequests} requests for ${t.settledTexts} settled text(s)`),
      );
      const kinds = await measureKindCalls(stack.url);
      console.log('\nMulti-search: upstream calls per kind for one results page (budget: at most 1 per kind):');
      table(kinds.map((k) => ({ ...k, budget: 1 })));
      over.push(...kinds.filter((k) => k.upstreamCalls > 1).map((k) => `search ${k.kind}: ${k.upstreamCalls} calls`));
    }
    if (parts.has('lighthouse')) {
      // LIGHTHOUSE_PAGES=text: only the pages whose name contains it ("event (ar)").
      const only = process.env.LIGHTHOUSE_PAGES;
      const pages = (await lighthousePages(stack.url)).filter((page) => !only || page.name.includes(only));
      const figures = await measureLighthouse(stack.url, pages, lighthouseRuns);
      console.log(
        `\nLighthouse, mobile (score / budget; ${lighthouseRuns === 1 ? 'one run' : `median of ${lighthouseRuns} runs`} per page):`,
      );
      table(lighthouseRows(figures));
      over.push(...lighthouseMisses(figures));
    }
  } finally {
    await stack.stop();
  }
  report(over);
}

function report(over: string[]) {
  console.log(over.length ? `\nOver budget:\n- ${over.join('\n- ')}` : '\nAll budgets met.');
  process.exitCode = over.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});

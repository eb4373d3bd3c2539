// Dalil's gateway beside its peer (GraphQL Mesh on Hive Gateway, meshServer.ts) on one REST API and database: for each
// screen, screens per second under load (autocannon, PEERS_CONNECTIONS connections for PEERS_SECONDS seconds) and the
// gateway process's CPU time per screen served. Rounds alternate between the two (PEERS_ROUNDS), so a shared machine's
// load falls on each alike; the medians are kept. Both answer compressed as they run in production (Dalil brotli,
// Mesh gzip: the client accepts both). A Mesh screen is its requests in turn on one connection (meshScreens.ts), whose
// bodies are made once from real answers before the load: the data does not change while the bench runs.
import autocannon from 'autocannon';
import home from '../../../client/src/routes/home/__generated__/HomeScreenQuery.graphql.ts';
import list from '../../../client/src/routes/happenings/list/__generated__/HappeningListScreenQuery.graphql.ts';
import detail from '../../../client/src/routes/happenings/detail/__generated__/HappeningDetailScreenQuery.graphql.ts';
import placeList from '../../../client/src/routes/places/list/__generated__/PlaceListScreenQuery.graphql.ts';
import placeDetail from '../../../client/src/routes/places/detail/__generated__/PlaceDetailScreenQuery.graphql.ts';
import { cpuMs } from '../gatewayCpu.ts';
import { documentIdOf, firstSlugs } from '../screens.ts';
import { meshScreens, type MeshData } from './meshScreens.ts';

export const PEERS_SETTINGS = {
  connections: Number(process.env.PEERS_CONNECTIONS ?? 20),
  seconds: Number(process.env.PEERS_SECONDS ?? 10),
  rounds: Number(process.env.PEERS_ROUNDS ?? 3),
  warmUpSeconds: Number(process.env.PEERS_WARM_UP_SECONDS ?? 3),
};

/** Dalil's screens per second at least this many times Mesh's, its CPU per screen at most this share of Mesh's. */
export const PEERS_BUDGETS = { rate: 2, cpu: 0.4 };

const HEADERS = {
  'content-type': 'application/json',
  'accept-encoding': 'br, gzip',
  'accept-language': 'en',
  'x-graphql-csrf': '1',
};

interface Peer {
  name: 'dalil' | 'mesh';
  url: string;
  pid: number;
}

/** One screen as a peer serves it: the bodies of its requests, sent in turn. */
interface PeerScreen {
  screen: string;
  bodies: string[];
}

export interface PeerFigure {
  screen: string;
  'Mesh requests': number;
  'Dalil screens/s': number;
  'Mesh screens/s': number;
  'rate x': number;
  'Dalil CPU ms': number;
  'Mesh CPU ms': number;
  'CPU x': number;
  /** Requests that failed under load (errors, timeouts, non-2xx answers), over all rounds. */
  'Dalil failures': number;
  'Mesh failures': number;
}

async function postJson(url: string, body: string): Promise<{ data?: MeshData; errors?: unknown[] }> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: HEADERS, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data?: MeshData; errors?: unknown[] };
}

/** Dalil's screens: one persisted operation each, as the client sends it. */
function dalilScreens(slugs: { event: string; place: string }): PeerScreen[] {
  const body = (artifact: unknown, variables: Record<string, unknown>) =>
    JSON.stringify({ documentId: documentIdOf(artifact), variables: { pageUrl: '/', ...variables } });
  return [
    { screen: 'home', bodies: [body(home, { cityId: null })] },
    { screen: 'events', bodies: [body(list, { kind: 'EVENT', filter: {}, listIds: [], showRows: true })] },
    { screen: 'event', bodies: [body(detail, { slug: slugs.event, kind: 'EVENT' })] },
    { screen: 'places', bodies: [body(placeList, { filter: {} })] },
    { screen: 'place', bodies: [body(placeDetail, { slug: slugs.place })] },
  ];
}

/** Mesh's screens: each wave's request made from the real answers of the waves before it. */
async function meshPeerScreens(url: string, slugs: { event: string; place: string }): Promise<PeerScreen[]> {
  const screens: PeerScreen[] = [];
  for (const { screen, waves } of meshScreens(slugs)) {
    const answers: MeshData[] = [];
    const bodies: string[] = [];
    for (const wave of waves) {
      const request = wave(answers);
      if (!request) break;
      const body = JSON.stringify(request);
      const answer = await postJson(url, body);
      if (answer.errors?.length || !answer.data)
        throw new Error(`Mesh ${screen}: ${JSON.stringify(answer.errors).slice(0, 500)}`);
      // A route's error answer is the union's Detail member, of which the queries select nothing: an empty object.
      const failed = Object.entries(answer.data).filter(([, value]) => value && !Object.keys(value).length);
      if (failed.length)
        throw new Error(`Mesh ${screen}: ${failed.map(([field]) => field).join(', ')} answered an error`);
      answers.push(answer.data);
      bodies.push(body);
    }
    screens.push({ screen, bodies });
  }
  return screens;
}

async function checkDalil(url: string, screens: PeerScreen[]) {
  for (const { screen, bodies } of screens) {
    const answer = await postJson(url, bodies[0]);
    if (answer.errors?.length) throw new Error(`Dalil ${screen}: ${JSON.stringify(answer.errors).slice(0, 500)}`);
  }
}

/** Loads `peer` with one screen for `seconds`: screens served per second, CPU ms per screen, failed requests. */
async function load(peer: Peer, { bodies }: PeerScreen, seconds: number) {
  const before = cpuMs(peer.pid);
  const result = await autocannon({
    url: `${peer.url}/graphql`,
    connections: PEERS_SETTINGS.connections,
    duration: seconds,
    timeout: 10,
    requests: bodies.map((body) => ({ method: 'POST', path: '/graphql', headers: HEADERS, body })),
  });
  const spent = cpuMs(peer.pid) - before;
  const screens = result['2xx'] / bodies.length;
  // A request that timed out counts as served for the CPU figure (the gateway did its work, the answer came late),
  // so a slow peer's timeouts do not swell its CPU per screen; for the rate it does not count.
  const worked = (result['2xx'] + result.timeouts) / bodies.length;
  return {
    rate: screens / seconds,
    cpu: spent / Math.max(worked, 1),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const failures = (runs: { failures: number }[]) => runs.reduce((sum, run) => sum + run.failures, 0);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function measurePeers(dalil: Peer, mesh: Peer, log = console.log): Promise<PeerFigure[]> {
  const slugs = await firstSlugs(dalil.url);
  const screens = { dalil: dalilScreens(slugs), mesh: await meshPeerScreens(mesh.url, slugs) };
  await checkDalil(dalil.url, screens.dalil);
  const peers = [dalil, mesh];
  for (const peer of peers)
    for (const screen of screens[peer.name]) await load(peer, screen, PEERS_SETTINGS.warmUpSeconds);

  type Run = { rate: number; cpu: number; failures: number };
  const runs = new Map<string, { dalil: Run[]; mesh: Run[] }>(
    screens.dalil.map(({ screen }) => [screen, { dalil: [], mesh: [] }]),
  );
  for (let round = 0; round < PEERS_SETTINGS.rounds; round++) {
    // Who goes first alternates too: a round's second half may meet another load than its first.
    const order = round % 2 ? [mesh, dalil] : peers;
    for (const [index, { screen }] of screens.dalil.entries())
      for (const peer of order) {
        const run = await load(peer, screens[peer.name][index], PEERS_SETTINGS.seconds);
        runs.get(screen)![peer.name].push(run);
        log(
          `round ${round + 1} ${screen} ${peer.name}: ${run.rate.toFixed(1)} screens/s, ${run.cpu.toFixed(1)} CPU ms/screen`,
        );
      }
  }
  return screens.mesh.map(({ screen, bodies }) => {
    const { dalil: d, mesh: m } = runs.get(screen)!;
    const pick = (list: Run[], key: 'rate' | 'cpu') => median(list.map((run) => run[key]));
    // Ratios round by round (the two peers of a round met the same load), then their median.
    const ratio = (key: 'rate' | 'cpu') => median(d.map((run, i) => run[key] / m[i][key]));
    return {
      screen,
      'Mesh requests': bodies.length,
      'Dalil screens/s': pick(d, 'rate'),
      'Mesh screens/s': pick(m, 'rate'),
      'rate x': ratio('rate'),
      'Dalil CPU ms': pick(d, 'cpu'),
      'Mesh CPU ms': pick(m, 'cpu'),
      'CPU x': ratio('cpu'),
      'Dalil failures': failures(d),
      'Mesh failures': failures(m),
    };
  });
}

/** The figures' misses of the budgets, worded for the bench's report. */
export function peersMisses(figures: PeerFigure[]): string[] {
  return figures.flatMap((f) => [
    ...(f['rate x'] < PEERS_BUDGETS.rate
      ? [`${f.screen}: Dalil serves ${f['rate x'].toFixed(2)}x Mesh's screens/s < ${PEERS_BUDGETS.rate}x`]
      : []),
    ...(f['CPU x'] > PEERS_BUDGETS.cpu
      ? [`${f.screen}: Dalil's gateway CPU per screen is ${f['CPU x'].toFixed(2)}x Mesh's > ${PEERS_BUDGETS.cpu}x`]
      : []),
    // The peer's failures (timeouts of a screen slower than 10 s) are its figures' caveat, not a miss of Dalil's.
    ...(f['Dalil failures'] ? [`${f.screen}: ${f['Dalil failures']} of Dalil's requests failed under load`] : []),
  ]);
}

// The gateway's own CPU per screen query: its process's CPU time (user + system, from /proc) over sequential requests
// of the Home and event screens' persisted queries, divided by their number. The budgets (docs/performance.md): Home under 8 ms,
// the event screen under 5 ms (the upstream's work is not counted: it runs in the rest-api process).
import { readFileSync } from 'node:fs';
import home from '../../client/src/routes/home/__generated__/HomeScreenQuery.graphql.ts';
import detail from '../../client/src/routes/happenings/detail/__generated__/HappeningDetailScreenQuery.graphql.ts';
import { documentIdOf, firstSlugs } from './screens.ts';

export interface CpuFigure {
  screen: string;
  'CPU ms per request': number;
  'budget ms': number;
}

/** The user and system times of a process in ms, all threads (Linux clock ticks; USER_HZ is 100, so 10 ms each). */
export function processTimes(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

export function cpuMs(pid: number): number {
  const { user, system } = processTimes(pid);
  return user + system;
}

/** The measured screens: their queries as the client sends them, and their budgets. */
export async function cpuScreens(url: string) {
  const { event } = await firstSlugs(url);
  return [
    { screen: 'home', budget: 8, body: { documentId: documentIdOf(home), variables: { cityId: null, pageUrl: '/' } } },
    {
      screen: 'event detail',
      budget: 5,
      body: { documentId: documentIdOf(detail), variables: { slug: event, kind: 'EVENT', pageUrl: '/events' } },
    },
  ];
}

/** Sends a persisted query to the gateway; its answer's text (an error unless HTTP 200). */
export async function postQuery(url: string, body: unknown): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  return text;
}

/** Requests sent before measuring: the steady state of a server that has been serving, not its first minute. */
export const WARM_UP = 200;

export async function measureGatewayCpu(url: string, gatewayPid: number, requests: number): Promise<CpuFigure[]> {
  const figures: CpuFigure[] = [];
  for (const { screen, budget, body } of await cpuScreens(url)) {
    const post = () => postQuery(url, body);
    // Warm-up: module loading, connections, and the JIT's optimising compiles, which run on threads of the process
    // and would count (after 20 requests Home measured 8.7 ms over the next 100; after 200, 7.3 over the next 500).
    for (let i = 0; i < WARM_UP; i++) await post();
    const before = cpuMs(gatewayPid);
    for (let i = 0; i < requests; i++) await post();
    figures.push({ screen, 'CPU ms per request': (cpuMs(gatewayPid) - before) / requests, 'budget ms': budget });
  }
  return figures;
}

// The gateway's own CPU per screen query: its process's CPU time (user + system, from /proc) over sequential requests
// of the Home and event screens' persisted queries, divided by their number. Issue 14's budgets: Home under 8 ms,
// the event screen under 5 ms (the upstream's work is not counted: it runs in the rest-api process).
import { readFileSync } from 'node:fs';
import home from '../../client/src/routes/home/__generated__/HomeScreenQuery.graphql.ts';
import detail from '../../client/src/routes/happenings/detail/__generated__/HappeningDetailScreenQuery.graphql.ts';
import { firstSlugs } from './screens.ts';

export interface CpuFigure {
  screen: string;
  'CPU ms per request': number;
  'budget ms': number;
}

/** Clock ticks of user and system time of a process (Linux; USER_HZ is 100, so 10 ms each). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const idOf = (artifact: unknown) => (artifact as { params: { id: string } }).params.id;

export async function measureGatewayCpu(url: string, gatewayPid: number, requests: number): Promise<CpuFigure[]> {
  const { event } = await firstSlugs(url);
  const screens = [
    { screen: 'home', budget: 8, body: { documentId: idOf(home), variables: { cityId: null, pageUrl: '/' } } },
    {
      screen: 'event detail',
      budget: 5,
      body: { documentId: idOf(detail), variables: { slug: event, kind: 'EVENT', pageUrl: '/events' } },
    },
  ];
  const figures: CpuFigure[] = [];
  for (const { screen, budget, body } of screens) {
    const post = async () => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${screen}: HTTP ${response.status}`);
      await response.text();
    };
    // Warm-up: JIT, module loading, connections.
    for (let i = 0; i < 20; i++) await post();
    const before = cpuMs(gatewayPid);
    for (let i = 0; i < requests; i++) await post();
    figures.push({ screen, 'CPU ms per request': (cpuMs(gatewayPid) - before) / requests, 'budget ms': budget });
  }
  return figures;
}

// The load test's scenarios and their targets: REST reads of the screens at 20 connections, and the
// screens' GraphQL queries through the gateway at 100 connections.
import home from '../../client/src/routes/home/__generated__/HomeScreenQuery.graphql.ts';
import detail from '../../client/src/routes/happenings/detail/__generated__/HappeningDetailScreenQuery.graphql.ts';
import { documentIdOf } from '../bench/screens.ts';

export interface Scenario {
  name: string;
  /** which server: the REST API, the gateway with its response cache, or without it */
  target: 'rest' | 'cached' | 'uncached';
  path: string;
  /** a GraphQL request's body (POST); GETs have none */
  body?: string;
  connections: number;
  /** least requests per second */
  minRate: number;
  /** most p99 latency (ms), when the issue sets one */
  maxP99Ms?: number;
}

// Every route query names the page it is for ($pageUrl: the page's popups); the Home page's path serves here.
const query = (documentId: string, variables: Record<string, unknown>) =>
  JSON.stringify({ documentId, variables: { pageUrl: '/', ...variables } });

/** The REST reads the Home, event and place screens make (read from the gateway's x-upstream-calls). */
export function restScenarios(event: string, place: string, city: number): Scenario[] {
  const reads: [string, number][] = [
    [`/api/v1/home-lists/?cities=${city}&items_per_list=10`, 1000],
    ['/api/v1/cities/?ordering=sort_order&page=1&page_size=100', 800],
    [`/api/v1/home-slides/?city_ids=${city}`, 800],
    [`/api/v1/events/recommended/?city_ids=${city}&per_page=10&starting=0`, 800],
    [`/api/v1/experiences/recommended/?city_ids=${city}&per_page=10&starting=0`, 800],
    ['/api/v1/experiences/categories/?page_size=all', 800],
    [`/api/v1/events/search/?city_ids=${city}&per_page=12&starting=0`, 800],
    [`/api/v1/events/${event}/`, 800],
    [`/api/v1/events/search/?city_ids=${city}&per_page=5&starting=0&category_ids=3`, 800],
    ['/api/v1/events/tips/?entity_ids=1&page_size=5', 800],
    ['/api/v1/events/photos/?entity_ids=1&page_size=9', 800],
    ['/api/v1/users/?ids=4,5,7,8,10', 800],
    [`/api/v1/places/search/?metropolis=${city}&ordering=relevance&per_page=20&starting=0`, 800],
    [`/api/v1/places/${place}/`, 800],
    ['/api/v1/places/tips/?entity_ids=10&page_size=5', 800],
  ];
  return reads.map(([path, minRate]) => ({ name: `REST ${path}`, target: 'rest', path, connections: 20, minRate }));
}

/** `pglite`: on the embedded default the issue asks for no timeouts, not for rates. */
export function gatewayScenarios(event: string, backend: 'postgres' | 'pglite'): Scenario[] {
  const homeQuery = query(documentIdOf(home), { cityId: null });
  const eventQuery = query(documentIdOf(detail), { slug: event, kind: 'EVENT' });
  const rate = (n: number) => (backend === 'postgres' ? n : 0);
  return [
    { name: 'Home, visitors, cached', target: 'cached', path: '/graphql', body: homeQuery, minRate: rate(1000) },
    { name: 'Home, cache off', target: 'uncached', path: '/graphql', body: homeQuery, minRate: rate(200) },
    { name: 'event page, cache off', target: 'uncached', path: '/graphql', body: eventQuery, minRate: rate(300) },
  ].map(
    (scenario) => ({ ...scenario, connections: 100, maxP99Ms: backend === 'postgres' ? 1000 : undefined }) as Scenario,
  );
}

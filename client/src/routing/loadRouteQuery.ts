import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { MessagePart } from '../i18n/messageParts.ts';
import { readySession, type ReadySession } from '../session/session.ts';

export interface RouteData<TQuery extends OperationType> {
  session: ReadySession;
  query: PreloadedQuery<TQuery>;
}

// The latest reference per route keeps that screen's data retained (a back navigation renders from the store while it
// refreshes); loading the route again releases the previous one.
const retained = new Map<string, { dispose(): void }>();

/** The route's query artifact, imported on demand so no route's query is in the entry chunk. */
export type QueryArtifact = () => Promise<{ default: ConcreteRequest }>;

/**
 * The variables a route's loader gives: all but `$cityId`, which every route query declares (the header shows the
 * city) and loadRouteQuery sets from the session's settings. A query without `$cityId` does not type-check here.
 */
export type RouteVariables<TQuery extends OperationType> = string extends keyof TQuery['variables']
  ? never
  : 'cityId' extends keyof TQuery['variables']
    ? Omit<TQuery['variables'], 'cityId'>
    : never;

/** The chosen city's global id, or null for the default city (docs/home.md#city). */
const chosenCityId = (session: ReadySession): string | null => session.settings.city?.id ?? null;

/**
 * Starts the route's single GraphQL request and resolves once the data is in the store, so the router keeps the
 * previous screen until the next one can render, and a failed request reaches the route's error element. The query
 * artifact loads in parallel with the session's messages (the parts the screen needs, all unless told fewer) and the
 * screen's chunk (route `lazy`).
 */
export async function loadRouteQuery<TQuery extends OperationType>(
  routeKey: string,
  artifact: QueryArtifact,
  variables: (session: ReadySession, cityId: string | null) => RouteVariables<TQuery>,
  messages?: readonly MessagePart[],
): Promise<RouteData<TQuery>> {
  const [session, { default: query }] = await Promise.all([readySession(messages), artifact()]);
  const cityId = chosenCityId(session);
  const allVariables = { ...variables(session, cityId), cityId } as TQuery['variables'];
  const reference = loadQuery<TQuery>(session.environment, query, allVariables, { fetchPolicy: 'store-and-network' });
  try {
    await reference.source?.toPromise();
  } catch (error) {
    reference.dispose();
    throw error;
  }
  retained.get(routeKey)?.dispose();
  retained.set(routeKey, reference);
  return { session, query: reference };
}

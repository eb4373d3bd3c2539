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
 * Starts the route's single GraphQL request and resolves once the data is in the store, so the router keeps the
 * previous screen until the next one can render, and a failed request reaches the route's error element. The query
 * artifact loads in parallel with the session's messages (the parts the screen needs, all unless told fewer) and the
 * screen's chunk (route `lazy`).
 */
export async function loadRouteQuery<TQuery extends OperationType>(
  routeKey: string,
  artifact: QueryArtifact,
  variables: (session: ReadySession) => TQuery['variables'],
  messages?: readonly MessagePart[],
): Promise<RouteData<TQuery>> {
  const [session, { default: query }] = await Promise.all([readySession(messages), artifact()]);
  const reference = loadQuery<TQuery>(session.environment, query, variables(session), { fetchPolicy: 'store-and-network' });
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

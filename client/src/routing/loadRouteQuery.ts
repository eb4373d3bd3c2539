import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import { pageArgsOf, routeVariables, type AnyPageQuery, type PageArgs } from './pageQuery.ts';
import { newPageAnswer, pageAnswerConfig, showPageAnswer } from '../offline/savedCopy.ts';
import { readySession, type ReadySession } from '../session/session.ts';

export interface RouteData<TQuery extends OperationType> {
  session: ReadySession;
  query: PreloadedQuery<TQuery>;
}

// The latest reference per route keeps that screen's data retained (a back navigation renders from the store while it
// refreshes); loading the route again releases the previous one.
const retained = new Map<string, { dispose(): void }>();

/**
 * Starts the route's single GraphQL request and resolves once the data is in the store, so the router keeps the
 * previous screen until the next one can render, and a failed request reaches the route's error element. The query
 * artifact loads in parallel with the session's messages (the parts the screen needs, all unless told fewer) and the
 * screen's chunk (route `lazy`). On the first load the answer may already be in the page (relay/preloaded.ts).
 */
export async function loadRouteQuery<TQuery extends OperationType>(
  page: AnyPageQuery,
  args: PageArgs,
): Promise<RouteData<TQuery>> {
  const [session, { default: query }] = await Promise.all([readySession(page.messages), page.artifact()]);
  const variables = routeVariables(page, args, session.settings.city?.id ?? null) as TQuery['variables'];
  // Filled in by the network layer: a live answer, a saved copy (offline), or none (relay/environment.ts).
  const answer = newPageAnswer(args.pathname);
  const reference = loadQuery<TQuery>(session.environment, query, variables, {
    fetchPolicy: 'store-and-network',
    networkCacheConfig: pageAnswerConfig(answer),
  });
  try {
    await reference.source?.toPromise();
  } catch (error) {
    reference.dispose();
    showPageAnswer(answer);
    throw error;
  }
  showPageAnswer(answer);
  retained.get(page.key)?.dispose();
  retained.set(page.key, reference);
  return { session, query: reference };
}

/** The router loader of a page. */
export const pageLoader = (page: AnyPageQuery) => (args: LoaderFunctionArgs) => loadRouteQuery(page, pageArgsOf(args));

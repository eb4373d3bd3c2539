// Counts the GraphQL requests a page sends, so tests can assert "one request per navigation".
import type { Page, Request } from '@playwright/test';

export interface GraphQLRequestLog {
  /** Operation names of the requests seen so far, in order. */
  readonly operations: string[];
  /** Forgets what was seen (call before a navigation). */
  reset(): void;
  /** Resolves once no GraphQL request is in flight, then returns the operations since the last reset. */
  settled(): Promise<string[]>;
}

/**
 * The operation a request runs, by name. The web client sends persisted ids only (docs/persisted-operations.md): a
 * request that carries a text is logged as such, so the tests' expected lists fail on it.
 */
function operationName(request: Request): string {
  try {
    const body = request.postDataJSON() as { operationName?: string; query?: string; documentId?: string } | null;
    const name = body?.operationName ?? body?.documentId ?? 'anonymous';
    return body?.query ? `${name} (sent as text)` : name;
  } catch {
    return 'unparsable';
  }
}

export function logGraphQLRequests(page: Page): GraphQLRequestLog {
  const operations: string[] = [];
  let inFlight = 0;
  const isGraphQL = (request: Request) => new URL(request.url()).pathname === '/graphql' && request.method() === 'POST';
  page.on('request', (request) => {
    if (!isGraphQL(request)) return;
    operations.push(operationName(request));
    inFlight += 1;
  });
  const done = (request: Request) => {
    if (isGraphQL(request)) inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    operations,
    reset() {
      operations.length = 0;
    },
    async settled() {
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => true);
      while (inFlight > 0) await page.waitForTimeout(50);
      return [...operations];
    },
  };
}

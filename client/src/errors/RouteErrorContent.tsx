import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isGraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { PageShell } from '../layout/PageShell.tsx';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { CrashFallback } from './CrashFallback.tsx';
import { NotFoundContent, notFoundTitle } from './NotFoundContent.tsx';
import { RequestErrorContent } from './RequestErrorContent.tsx';

type ErrorKind = 'notFound' | 'request' | 'crash';

function kindOf(error: unknown): ErrorKind {
  if (isGraphQLRequestError(error)) return error.code === 'NOT_FOUND' ? 'notFound' : 'request';
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  return 'crash';
}

/** The router's error element: a missing item, a failed request (with retry) or a render crash, inside the shell. */
export function RouteErrorContent() {
  const error = useRouteError();
  const intl = useIntl();
  const kind = kindOf(error);
  const title = usePageTitle(
    kind === 'notFound'
      ? intl.formatMessage(notFoundTitle)
      : intl.formatMessage({ id: 'error.pageTitle', defaultMessage: 'Something went wrong' }),
  );
  return (
    <PageShell title={title} query={null}>
      {kind === 'notFound' ? <NotFoundContent /> : null}
      {kind === 'request' && isGraphQLRequestError(error) ? <RequestErrorContent error={error} /> : null}
      {kind === 'crash' ? <CrashFallback error={error} /> : null}
    </PageShell>
  );
}

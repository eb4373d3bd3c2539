import type { LoaderFunctionArgs } from 'react-router-dom';
import type { VerificationOutcome } from './verifyEmail.ts';
import type { RouteData } from '../../../routing/loadRouteQuery.ts';
import { readySession } from '../../../session/session.ts';
import { pageLoader } from '../../../routing/loadRouteQuery.ts';
import { memberPage } from '../memberPage/page.ts';
import type { memberPageQuery } from '../memberPage/__generated__/memberPageQuery.graphql';

export interface VerifyEmailData extends RouteData<memberPageQuery> {
  verification: VerificationOutcome;
}

const loadPage = pageLoader(memberPage('verifyEmail'));

/** The emailed link lands here: verify first, then load the page, so a signed-in member's header is up to date. */
export async function verifyEmailLoader(args: LoaderFunctionArgs): Promise<VerifyEmailData> {
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  // The mutation loads with the link that needs it, not with every first route.
  const { commitVerifyEmail } = await import('./verifyEmail.ts');
  const verification = await commitVerifyEmail((await readySession()).environment, token);
  return { ...((await loadPage(args)) as RouteData<memberPageQuery>), verification };
}

import { pathWithoutLocale } from '../i18n/urlLocale.ts';

/** Why a person is sent to the sign-in screen: a login-gated page, or a session the server no longer accepts. */
export type SignInReason = 'required' | 'expired';

/** Only same-site paths come back from ?next=, so a crafted link cannot send a member elsewhere after sign in. */
export function safeNext(next: string | null | undefined): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

export function signInPath(next: string | null, reason?: SignInReason): string {
  const params = new URLSearchParams();
  const back = safeNext(next);
  if (back && !back.startsWith('/sign-in')) params.set('next', back);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
}

/** The router path (no language prefix: the router adds its own), query and hash of a URL: where to come back to. */
export function pathOf(url: string | URL): string {
  const parsed = new URL(url, 'http://localhost');
  return `${pathWithoutLocale(parsed.pathname)}${parsed.search}${parsed.hash}`;
}
